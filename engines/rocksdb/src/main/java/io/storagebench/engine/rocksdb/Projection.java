package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.RowSink;
import java.util.List;

/** The projected columns of a read, resolved to table positions once at prepare time. */
final class Projection {
    final int[] columns;
    private final boolean[] integer;

    private Projection(int[] columns, boolean[] integer) {
        this.columns = columns;
        this.integer = integer;
    }

    static Projection of(TableState t, List<String> names) {
        int[] columns = new int[names.size()];
        boolean[] integer = new boolean[names.size()];
        for (int i = 0; i < columns.length; i++) {
            columns[i] = t.column(names.get(i));
            integer[i] = t.columnSpec(columns[i]).type().isInteger();
        }
        return new Projection(columns, integer);
    }

    /** True when a column other than the primary key is projected, so the row value must be read. */
    boolean needsValue(int keyColumn) {
        for (int c : columns) {
            if (c != keyColumn) {
                return true;
            }
        }
        return false;
    }

    void deliver(RowView row, RowSink sink) {
        for (int i = 0; i < columns.length; i++) {
            row.deliver(columns[i], integer[i], sink);
        }
        sink.endRow();
    }

    /** A detached copy of the projected values (Long or byte[]), for sorting and DISTINCT. */
    Object[] copy(RowView row) {
        Object[] values = new Object[columns.length];
        for (int i = 0; i < columns.length; i++) {
            values[i] = row.copyOf(columns[i], integer[i]);
        }
        return values;
    }

    /** Delivers the first {@code width} values of a detached row. */
    static void deliver(Object[] values, int width, RowSink sink) {
        for (int i = 0; i < width; i++) {
            Object v = values[i];
            if (v instanceof Long l) {
                sink.longValue(l);
            } else {
                byte[] b = (byte[]) v;
                sink.bytesValue(b, 0, b.length);
            }
        }
        sink.endRow();
    }
}
