package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Aggregate;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a range read does with its qualifying rows, computed in the session as sysbench's RocksDB mapping suggests:
 * deliver them in key order up to the limit, aggregate them (COUNT, SUM; the limit does not apply), or collect them
 * for ORDER BY (a stable sort: ties keep key order) and DISTINCT, the limit counting the rows delivered after both.
 */
abstract class RangeResult implements RowConsumer {
    protected RowSink sink;

    void start(RowSink sink) {
        this.sink = sink;
    }

    /** How many primary keys to fetch at once when the index does not cover the read. */
    int fetchBatch() {
        return Defaults.FETCH_BATCH_ROWS;
    }

    /** Delivers what is left and returns the number of rows delivered. */
    abstract int finish();

    static RangeResult create(Aggregate aggregate, int aggregateColumn, Projection projection, int limit,
                              int orderBy, boolean orderByInteger, boolean distinct) {
        if (aggregate != Aggregate.NONE) {
            return new Total(aggregate == Aggregate.SUM ? aggregateColumn : -1);
        }
        if (orderBy >= 0 || distinct) {
            return new Collected(projection, limit, orderBy, orderByInteger, distinct);
        }
        return new Direct(projection, limit);
    }

    /** Rows in key order, straight to the sink. */
    static final class Direct extends RangeResult {
        private final Projection projection;
        private final int limit;
        private int rows;

        Direct(Projection projection, int limit) {
            this.projection = projection;
            this.limit = limit;
        }

        @Override
        void start(RowSink sink) {
            super.start(sink);
            rows = 0;
        }

        @Override
        int fetchBatch() {
            return limit > 0 ? Math.max(1, Math.min(Defaults.FETCH_BATCH_ROWS, limit - rows)) : Defaults.FETCH_BATCH_ROWS;
        }

        @Override
        public boolean accept(RowView row) {
            projection.deliver(row, sink);
            rows++;
            return limit == 0 || rows < limit;
        }

        @Override
        int finish() {
            return rows;
        }
    }

    /** COUNT (column -1) or SUM of an integer column; one row, 0 for an empty range. */
    static final class Total extends RangeResult {
        private final int column;
        private long total;

        Total(int column) {
            this.column = column;
        }

        @Override
        void start(RowSink sink) {
            super.start(sink);
            total = 0;
        }

        @Override
        public boolean accept(RowView row) {
            try {
                total = column < 0 ? total + 1 : Math.addExact(total, row.getLong(column));
            } catch (ArithmeticException e) {
                throw new EngineException("rocksdb: SUM overflows a long");
            }
            return true;
        }

        @Override
        int finish() {
            sink.longValue(total);
            sink.endRow();
            return 1;
        }
    }

    /** Rows collected for ORDER BY (stable, ascending) and DISTINCT (first occurrence kept). */
    static final class Collected extends RangeResult {
        private final Projection projection;
        private final int limit;
        private final int orderBy;
        private final boolean orderByInteger;
        private final Comparator<Object[]> order;
        private final Set<Key> seen;
        private final List<Object[]> rows = new ArrayList<>();

        Collected(Projection projection, int limit, int orderBy, boolean orderByInteger, boolean distinct) {
            this.projection = projection;
            this.limit = limit;
            this.orderBy = orderBy;
            this.orderByInteger = orderByInteger;
            this.seen = distinct ? new HashSet<>() : null;
            int slot = projection.columns.length;
            this.order = orderByInteger
                    ? Comparator.comparingLong(r -> (Long) r[slot])
                    : (a, b) -> Arrays.compareUnsigned((byte[]) a[slot], (byte[]) b[slot]);
        }

        @Override
        void start(RowSink sink) {
            super.start(sink);
            rows.clear();
            if (seen != null) {
                seen.clear();
            }
        }

        @Override
        public boolean accept(RowView row) {
            Object[] values = projection.copy(row);
            if (orderBy < 0) {
                // key order is the output order: DISTINCT applies now and the limit can stop the read
                if (seen == null || seen.add(new Key(values))) {
                    rows.add(values);
                }
                return limit == 0 || rows.size() < limit;
            }
            Object[] withKey = Arrays.copyOf(values, values.length + 1);
            withKey[values.length] = row.copyOf(orderBy, orderByInteger);
            rows.add(withKey);
            return true;
        }

        @Override
        int finish() {
            int width = projection.columns.length;
            int delivered = 0;
            if (orderBy >= 0) {
                rows.sort(order);
            }
            for (Object[] r : rows) {
                if (limit > 0 && delivered == limit) {
                    break;
                }
                if (orderBy < 0 || seen == null || seen.add(new Key(Arrays.copyOf(r, width)))) {
                    Projection.deliver(r, width, sink);
                    delivered++;
                }
            }
            rows.clear();
            return delivered;
        }
    }

    /** Content equality for a row of Long and byte[] values. */
    private record Key(Object[] values) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.deepEquals(values, k.values);
        }

        @Override
        public int hashCode() {
            return Arrays.deepHashCode(values);
        }
    }
}
