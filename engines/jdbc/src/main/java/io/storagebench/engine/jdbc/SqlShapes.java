package io.storagebench.engine.jdbc;

import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;

/** The SQL of every operation shape, from the table and index definitions and the dialect's differences. */
final class SqlShapes {
    private final Dialect dialect;

    SqlShapes(Dialect dialect) {
        this.dialect = dialect;
    }

    Dialect dialect() {
        return dialect;
    }

    String insert(String table, List<String> columns, int rows) {
        StringBuilder sql = new StringBuilder(insertPrefix(table, columns));
        String row = "(" + Dialect.placeholders(columns.size()) + ")";
        for (int i = 0; i < rows; i++) {
            sql.append(i == 0 ? "" : ", ").append(row);
        }
        return sql.toString();
    }

    /** {@code INSERT INTO table (columns) VALUES }, the rows to follow. */
    String insertPrefix(String table, List<String> columns) {
        return "INSERT INTO " + table + " (" + String.join(", ", columns) + ") VALUES ";
    }

    String lookup(TableSpec table, String keyColumn, List<String> projection, int keys) {
        return "SELECT " + String.join(", ", projection) + " FROM " + table.name() + " WHERE " + keyIn(keyColumn, keys);
    }

    /**
     * Bind order: the lower bound (if any), then the upper bound (if any). Two inclusive bounds are written
     * {@code BETWEEN ? AND ?}, as sysbench writes its ranges; the ORDER BY is as much as {@link RowOrder} asks.
     */
    String range(TableSpec table, List<String> keyOrder, RangeSpec spec) {
        String key = keyOrder.get(0);
        List<String> where = new ArrayList<>();
        if (spec.lower() == Bound.INCLUSIVE && spec.upper() == Bound.INCLUSIVE) {
            where.add(key + " BETWEEN ? AND ?");
        } else {
            if (spec.lower() != Bound.NONE) {
                where.add(key + (spec.lower() == Bound.INCLUSIVE ? " >= ?" : " > ?"));
            }
            if (spec.upper() != Bound.NONE) {
                where.add(key + (spec.upper() == Bound.INCLUSIVE ? " <= ?" : " < ?"));
            }
        }
        // the index is named (MySQL: FORCE INDEX) where the reference names it: iibench.py on its ordered reads;
        // sysbench's unordered ranges over k send no hint and leave the plan to the optimizer
        String from = " FROM " + dialect.rangeSource(table.name(), spec.order() == RowOrder.ANY ? null : spec.index())
                + (where.isEmpty() ? "" : " WHERE " + String.join(" AND ", where));
        if (spec.aggregate() == Aggregate.COUNT) {
            // count(c) as sysbench's read-only-count: counting a column makes the server read each row
            return "SELECT count(" + (spec.aggregateColumn() == null ? "*" : spec.aggregateColumn()) + ")" + from;
        }
        if (spec.aggregate() == Aggregate.SUM) {
            // sum() as sysbench sends it (SELECT SUM(k) ...): an empty range's NULL is read as 0 (ResultSet.getLong)
            return "SELECT sum(" + integer(table, spec.aggregateColumn()) + ")" + from;
        }
        String select = "SELECT " + (spec.distinct() ? "DISTINCT " : "") + String.join(", ", spec.projection());
        String order = orderBy(keyOrder, spec);
        return select + from + (order.isEmpty() ? "" : " ORDER BY " + order)
                + (spec.limit() > 0 ? " LIMIT " + spec.limit() : "");
    }

    /** The ORDER BY list of a range read without aggregate, empty for none. */
    private static String orderBy(List<String> keyOrder, RangeSpec spec) {
        if (spec.orderBy() != null) {
            // DISTINCT may only order by what it selects; ties keep key order only when asked
            return spec.distinct() || spec.order() != RowOrder.KEY ? spec.orderBy()
                    : spec.orderBy() + ", " + String.join(", ", keyOrder);
        }
        if (spec.order() == RowOrder.ANY) {
            return "";
        }
        if (spec.distinct()) {
            return String.join(", ", spec.projection());
        }
        // INDEX: the index's columns without the primary key appended to them (a primary-key range has only it)
        List<String> columns = spec.order() == RowOrder.INDEX && keyOrder.size() > 1
                ? keyOrder.subList(0, keyOrder.size() - 1) : keyOrder;
        String direction = spec.descending() ? " DESC" : "";
        return String.join(direction + ", ", columns) + direction;
    }

    /** With {@code literal}, the predicate's operand is written into the text; otherwise it is the one parameter. */
    String scan(TableSpec table, ScanSpec spec, boolean literal) {
        String where = "";
        Predicate p = spec.predicate();
        if (p != null) {
            String operand = switch (p.function()) {
                case VALUE -> integer(table, p.column());
                case LENGTH -> dialect.length(p.column());
                case SQL_LENGTH -> dialect.sqlLength(p.column());
            };
            String op = switch (p.comparison()) {
                case LT -> " < ";
                case LE -> " <= ";
                case EQ -> " = ";
                case GE -> " >= ";
                case GT -> " > ";
            };
            where = " WHERE " + operand + op + (literal ? Long.toString(p.operand()) : "?");
        }
        return "SELECT " + String.join(", ", spec.projection()) + " FROM " + table.name() + where
                + (spec.order() == RowOrder.ANY ? "" : " ORDER BY " + table.primaryKey());
    }

    String update(TableSpec table, UpdateSpec spec, int keys) {
        boolean timestamp = table.column(spec.column()).type() == ColumnType.TIMESTAMP;
        String value = spec.kind() == UpdateSpec.Kind.SET ? "?"
                : timestamp ? dialect.plusSeconds(spec.column()) : spec.column() + " + ?";
        return "UPDATE " + table.name() + " SET " + spec.column() + " = " + value + " WHERE "
                + keyIn(table.primaryKey(), keys);
    }

    /** {@code key = ?} for one key, as sysbench and iibench write a point lookup; {@code key IN (?, ...)} for more. */
    private static String keyIn(String key, int keys) {
        return keys == 1 ? key + " = ?" : key + " IN (" + Dialect.placeholders(keys) + ")";
    }

    /** An integer-typed column as SQL sees it in arithmetic: TIMESTAMP becomes epoch seconds. */
    private String integer(TableSpec table, String column) {
        return table.column(column).type() == ColumnType.TIMESTAMP ? dialect.epochSeconds(column) : column;
    }

    String delete(TableSpec table) {
        return "DELETE FROM " + table.name() + " WHERE " + table.primaryKey() + " = ?";
    }

    String keyBound(TableSpec table, KeyBoundSpec.Which which) {
        return "SELECT " + (which == KeyBoundSpec.Which.MIN ? "min(" : "max(") + table.primaryKey() + ") FROM "
                + table.name();
    }

    String kvGet(String space) {
        return "SELECT v FROM " + space + " WHERE k = ?";
    }

    String kvMultiGet(String space, int keys) {
        return "SELECT k, v FROM " + space + " WHERE " + keyIn("k", keys);
    }

    String kvScan(String space, boolean reverse) {
        return "SELECT k, v FROM " + space + (reverse ? " WHERE k <= ? ORDER BY k DESC" : " WHERE k >= ? ORDER BY k")
                + " LIMIT ?";
    }
}
