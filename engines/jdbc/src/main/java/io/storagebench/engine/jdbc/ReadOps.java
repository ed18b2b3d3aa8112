package io.storagebench.engine.jdbc;

import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.Scan;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.OptionalLong;

/**
 * The read shapes over prepared statements: IN-list lookup, range read, scan, min/max of the key; an ad hoc scan
 * goes as a plain statement.
 */
final class ReadOps {
    private ReadOps() {
    }

    static Lookup lookup(StatementCache statements, EngineSql sql, TableCatalog catalog, LookupSpec spec) {
        TableSpec table = catalog.table(spec.table());
        String key = catalog.keyOrder(table, spec.index()).get(0);
        ColumnType keyType = table.column(key).type();
        ColumnType[] types = types(table, spec.projection());
        StatementCache.PerCount byKeys = statements.perCount(
                n -> sql.shapes().lookup(table, key, spec.projection(), n));
        return (keys, count, sink) -> {
            if (count == 0) {
                return 0;
            }
            PreparedStatement ps = byKeys.get(count);
            try {
                for (int i = 0; i < count; i++) {
                    ColumnValues.bindInteger(ps, i + 1, keyType, keys[i], sql.dialect());
                }
                try (ResultSet rs = ps.executeQuery()) {
                    return sql.deliverAll(rs, types, sink);
                }
            } catch (SQLException e) {
                throw sql.errors().exception("lookup in " + table.name(), e);
            }
        };
    }

    static RangeRead range(StatementCache statements, EngineSql sql, TableCatalog catalog, RangeSpec spec) {
        TableSpec table = catalog.table(spec.table());
        List<String> keyOrder = catalog.keyOrder(table, spec.index());
        ColumnType keyType = table.column(keyOrder.get(0)).type();
        ColumnType[] types = spec.aggregate() == Aggregate.NONE ? types(table, spec.projection())
                : new ColumnType[] {ColumnType.BIGINT};
        PreparedStatement ps = statements.prepare(sql.shapes().range(table, keyOrder, spec));
        return (lo, hi, sink) -> {
            try {
                int p = 1;
                if (spec.lower() != Bound.NONE) {
                    ColumnValues.bindInteger(ps, p++, keyType, lo, sql.dialect());
                }
                if (spec.upper() != Bound.NONE) {
                    ColumnValues.bindInteger(ps, p, keyType, hi, sql.dialect());
                }
                try (ResultSet rs = ps.executeQuery()) {
                    return sql.deliverAll(rs, types, sink);
                }
            } catch (SQLException e) {
                throw sql.errors().exception("range read of " + table.name(), e);
            }
        };
    }

    static Scan scan(StatementCache statements, EngineSql sql, TableSpec table, ScanSpec spec) {
        ColumnType[] types = types(table, spec.projection());
        ColumnType operandType = spec.predicate() == null ? null : operandType(table, spec.predicate());
        Statement statement;
        Query query;
        try {
            if (spec.adHoc()) {
                // a new statement each time, operand in the text: a simple query on PostgreSQL, COM_QUERY on MySQL
                String text = sql.shapes().scan(table, spec, true);
                Statement plain = statements.plain();
                statement = plain;
                query = () -> plain.executeQuery(text);
            } else {
                PreparedStatement ps = statements.prepare(sql.shapes().scan(table, spec, false));
                statement = ps;
                query = () -> {
                    if (spec.predicate() != null) {
                        ColumnValues.bindInteger(ps, 1, operandType, spec.predicate().operand(), sql.dialect());
                    }
                    return ps.executeQuery();
                };
            }
            statement.setFetchSize(Defaults.FETCH_SIZE);
        } catch (SQLException e) {
            throw sql.errors().exception("preparing the scan of " + table.name(), e);
        }
        return sink -> {
            try (ResultSet rs = query.execute()) {
                return sql.deliverAll(rs, types, sink);
            } catch (SQLException e) {
                throw sql.errors().exception("scan of " + table.name(), e);
            }
        };
    }

    /** Runs a statement prepared to run. */
    @FunctionalInterface
    private interface Query {
        ResultSet execute() throws SQLException;
    }

    static KeyBound keyBound(StatementCache statements, EngineSql sql, TableSpec table, KeyBoundSpec spec) {
        PreparedStatement ps = statements.prepare(sql.shapes().keyBound(table, spec.which()));
        return () -> {
            try (ResultSet rs = ps.executeQuery()) {
                rs.next();
                long value = rs.getLong(1);
                return rs.wasNull() ? OptionalLong.empty() : OptionalLong.of(value);
            } catch (SQLException e) {
                throw sql.errors().exception("min/max of " + table.name(), e);
            }
        };
    }

    /** What a scan predicate's operand is compared with: a length is an integer, a value its column's operand. */
    private static ColumnType operandType(TableSpec table, Predicate predicate) {
        return predicate.function() != Predicate.Function.VALUE ? ColumnType.INT
                : ColumnValues.operandType(table.column(predicate.column()).type());
    }

    /** The projection's column types, as the array {@link ColumnValues#deliverAll} walks for every row. */
    static ColumnType[] types(TableSpec table, List<String> columns) {
        return columns.stream().map(c -> table.column(c).type()).toArray(ColumnType[]::new);
    }

}
