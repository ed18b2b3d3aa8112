package io.storagebench.tck.reference;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;

/** Projection, delivery and argument checks shared by the reference operations. */
final class Rows {
    private Rows() {
    }

    /** Positions of the named columns in the table's rows; unknown names are an {@link IllegalArgumentException}. */
    static int[] positions(TableSpec table, List<String> columns) {
        return columns.stream().mapToInt(table::indexOf).toArray();
    }

    static Object[] project(Object[] row, int[] positions) {
        Object[] out = new Object[positions.length];
        for (int i = 0; i < positions.length; i++) {
            out[i] = row[positions[i]];
        }
        return out;
    }

    /** Delivers rows value by value, each followed by {@code endRow}; returns how many. */
    static int deliver(List<Object[]> rows, RowSink sink) {
        for (Object[] row : rows) {
            for (Object value : row) {
                Values.deliver(value, sink);
            }
            sink.endRow();
        }
        return rows.size();
    }

    /** The column must hold integers: keys given as {@code long} and integer predicates need it. */
    static void requireInteger(TableSpec table, String column, String role) {
        ColumnSpec c = table.column(column);
        if (!c.type().isInteger()) {
            throw new IllegalArgumentException(role + " " + column + " of table " + table.name() + " is " + c.type()
                    + ", not an integer column");
        }
    }

    /** The {@code keys}/{@code count} convention of the op package: the first {@code count} entries. */
    static void checkCount(int length, int count) {
        if (count < 0 || count > length) {
            throw new IllegalArgumentException("count " + count + " outside 0.." + length);
        }
    }

    /** True when {@code key} passes the lower bound. */
    static boolean aboveLower(long key, Bound lower, long lo) {
        return switch (lower) {
            case NONE -> true;
            case INCLUSIVE -> key >= lo;
            case EXCLUSIVE -> key > lo;
        };
    }

    /** True when {@code key} passes the upper bound. */
    static boolean belowUpper(long key, Bound upper, long hi) {
        return switch (upper) {
            case NONE -> true;
            case INCLUSIVE -> key <= hi;
            case EXCLUSIVE -> key < hi;
        };
    }
}
