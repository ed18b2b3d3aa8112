package ${package};

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.OptionalLong;
import java.util.TreeMap;
import java.util.concurrent.locks.ReadWriteLock;
import java.util.concurrent.locks.ReentrantReadWriteLock;

/**
 * A table with an integer primary key: rows ({@code Object[]} in column order) in a {@link TreeMap} by key, so
 * lookups, ranges in either direction, the oldest rows and the key bounds are walks of one sorted map. A read-write
 * lock makes each insert batch and each delete atomic: readers never see half a batch.
 */
final class RowTable {
    private final TableSpec spec;
    private final int keyPosition;
    private final ReadWriteLock lock = new ReentrantReadWriteLock();
    private final TreeMap<Long, Object[]> rows = new TreeMap<>();
    /** Guarded by the write lock, read under the read lock. */
    private long bytes;

    RowTable(TableSpec spec) {
        if (!spec.column(spec.primaryKey()).type().isInteger()) {
            throw new UnsupportedShapeException("the ${engineName} engine keys a table by an integer primary key; "
                    + spec.name() + "." + spec.primaryKey() + " is " + spec.column(spec.primaryKey()).type());
        }
        this.spec = spec;
        this.keyPosition = spec.indexOf(spec.primaryKey());
    }

    /** Positions of the named columns in a row. */
    int[] positions(List<String> columns) {
        return columns.stream().mapToInt(spec::indexOf).toArray();
    }

    /** An insert of rows holding {@code columns}, which must include the key (AUTO_INCREMENT is not declared). */
    Insert insert(List<String> columns) {
        if (!columns.contains(spec.primaryKey())) {
            throw new UnsupportedShapeException("the ${engineName} engine does not assign keys (AUTO_INCREMENT is not"
                    + " declared): an insert into " + spec.name() + " must give " + spec.primaryKey());
        }
        int[] positions = positions(columns);
        return batch -> insert(positions, batch);
    }

    private int insert(int[] positions, List<Object[]> batch) {
        Map<Long, Object[]> staged = new TreeMap<>();
        long added = 0;
        for (Object[] values : batch) {
            if (values.length != positions.length) {
                throw new IllegalArgumentException("a row of " + values.length + " values for " + positions.length
                        + " columns of " + spec.name());
            }
            Object[] row = new Object[spec.columns().size()];
            for (int i = 0; i < positions.length; i++) {
                row[positions[i]] = accept(spec.columns().get(positions[i]), values[i]);
            }
            long key = ((Number) row[keyPosition]).longValue();
            if (staged.put(key, row) != null) {
                throw duplicate(key);
            }
            added += sizeOf(row);
        }
        lock.writeLock().lock();
        try {
            for (Long key : staged.keySet()) {
                if (rows.containsKey(key)) {
                    throw duplicate(key);
                }
            }
            rows.putAll(staged);
            bytes += added;
        } finally {
            lock.writeLock().unlock();
        }
        return batch.size();
    }

    int lookup(long[] keys, int count, int[] projection, RowSink sink) {
        // Each matching row once, even when its key is listed twice: the keys sorted, repeats skipped.
        long[] sorted = Arrays.copyOf(keys, count);
        Arrays.sort(sorted);
        int found = 0;
        lock.readLock().lock();
        try {
            for (int i = 0; i < sorted.length; i++) {
                Object[] row = i > 0 && sorted[i] == sorted[i - 1] ? null : rows.get(sorted[i]);
                if (row != null) {
                    deliver(row, projection, sink);
                    found++;
                }
            }
        } finally {
            lock.readLock().unlock();
        }
        return found;
    }

    int range(Bound lower, long lo, Bound upper, long hi, boolean descending, int limit, int[] projection,
              RowSink sink) {
        lock.readLock().lock();
        try {
            NavigableMap<Long, Object[]> view = rows;
            if (lower != Bound.NONE && upper != Bound.NONE
                    && (lo > hi || (lo == hi && (lower == Bound.EXCLUSIVE || upper == Bound.EXCLUSIVE)))) {
                return 0; // an empty range; TreeMap refuses a view whose bounds cross
            }
            if (lower != Bound.NONE) {
                view = view.tailMap(lo, lower == Bound.INCLUSIVE);
            }
            if (upper != Bound.NONE) {
                view = view.headMap(hi, upper == Bound.INCLUSIVE);
            }
            int delivered = 0;
            for (Object[] row : (descending ? view.descendingMap() : view).values()) {
                if (limit > 0 && delivered == limit) {
                    break;
                }
                deliver(row, projection, sink);
                delivered++;
            }
            return delivered;
        } finally {
            lock.readLock().unlock();
        }
    }

    int delete(long key) {
        lock.writeLock().lock();
        try {
            Object[] row = rows.remove(key);
            if (row == null) {
                return 0;
            }
            bytes -= sizeOf(row);
            return 1;
        } finally {
            lock.writeLock().unlock();
        }
    }

    /** Deletes up to {@code n} rows with the smallest keys at or above {@code fromKey}. */
    int deleteOldest(long fromKey, int n) {
        lock.writeLock().lock();
        try {
            List<Long> oldest = new ArrayList<>();
            for (Long key : rows.tailMap(fromKey, true).keySet()) {
                if (oldest.size() == n) {
                    break;
                }
                oldest.add(key);
            }
            for (Long key : oldest) {
                bytes -= sizeOf(rows.remove(key));
            }
            return oldest.size();
        } finally {
            lock.writeLock().unlock();
        }
    }

    OptionalLong bound(KeyBoundSpec.Which which) {
        lock.readLock().lock();
        try {
            if (rows.isEmpty()) {
                return OptionalLong.empty();
            }
            return OptionalLong.of(which == KeyBoundSpec.Which.MIN ? rows.firstKey() : rows.lastKey());
        } finally {
            lock.readLock().unlock();
        }
    }

    long sizeBytes() {
        lock.readLock().lock();
        try {
            return bytes;
        } finally {
            lock.readLock().unlock();
        }
    }

    int rowCount() {
        lock.readLock().lock();
        try {
            return rows.size();
        } finally {
            lock.readLock().unlock();
        }
    }

    private DuplicateKeyException duplicate(long key) {
        return new DuplicateKeyException("duplicate key " + key + " in " + spec.name() + ": the batch was not inserted",
                null);
    }

    /** The value as the row keeps it: of the column type's Java class, binary values copied from the caller. */
    private Object accept(ColumnSpec column, Object value) {
        boolean typed = switch (column.type()) {
            case INT -> value instanceof Integer;
            case BIGINT, TIMESTAMP -> value instanceof Long;
            case VARCHAR, CHAR -> value instanceof String;
            case BINARY -> value instanceof byte[];
        };
        if (!typed) {
            throw new IllegalArgumentException(spec.name() + "." + column.name() + " is " + column.type() + ", given "
                    + (value == null ? "null" : value.getClass().getSimpleName()));
        }
        return value instanceof byte[] b ? b.clone() : value;
    }

    private static long sizeOf(Object[] row) {
        long size = Defaults.ENTRY_OVERHEAD_BYTES;
        for (Object value : row) {
            if (value instanceof String s) {
                size += (long) s.length() * Character.BYTES;
            } else if (value instanceof byte[] b) {
                size += b.length;
            } else {
                size += Long.BYTES;
            }
        }
        return size;
    }

    private static void deliver(Object[] row, int[] projection, RowSink sink) {
        for (int position : projection) {
            Object value = row[position];
            if (value instanceof String s) {
                sink.stringValue(s);
            } else if (value instanceof byte[] b) {
                sink.bytesValue(b, 0, b.length);
            } else {
                sink.longValue(((Number) value).longValue());
            }
        }
        sink.endRow();
    }
}
