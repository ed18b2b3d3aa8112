package ${package};

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.Arrays;
import java.util.Map;
import java.util.NavigableMap;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A key-value space: entries in a {@link ConcurrentSkipListMap} ordered as unsigned bytes, the order the key-value
 * workload's scans (and RocksDB's default comparator) use. Each put, get and scan step is atomic by itself, so no
 * lock is needed; keys and values are copied in, because callers reuse their arrays.
 */
final class KvSpace {
    private final ConcurrentSkipListMap<byte[], byte[]> entries = new ConcurrentSkipListMap<>(Arrays::compareUnsigned);
    private final AtomicLong bytes = new AtomicLong();
    /** Kept here because the skip list counts its entries by walking them all. */
    private final AtomicLong entryCount = new AtomicLong();

    /** Whether a table is a key-value space: two BINARY columns, as {@link TableSpec#keyValue} makes. */
    static boolean holds(TableSpec table) {
        return table.columns().size() == 2
                && table.columns().stream().allMatch(c -> c.type() == ColumnType.BINARY);
    }

    void put(byte[] key, byte[] value) {
        byte[] stored = value.clone();
        byte[] old = entries.put(key.clone(), stored);
        if (old == null) {
            entryCount.incrementAndGet();
            bytes.addAndGet(Defaults.ENTRY_OVERHEAD_BYTES + key.length + stored.length);
        } else {
            bytes.addAndGet(stored.length - old.length);
        }
    }

    boolean get(byte[] key, RowSink sink) {
        byte[] value = entries.get(key);
        if (value == null) {
            return false;
        }
        sink.bytesValue(value, 0, value.length);
        sink.endRow();
        return true;
    }

    /** Key and value of each of the first {@code count} keys that exist, in key-list order. */
    int multiGet(byte[][] keys, int count, RowSink sink) {
        int found = 0;
        for (int i = 0; i < count; i++) {
            byte[] value = entries.get(keys[i]);
            if (value != null) {
                deliver(keys[i], value, sink);
                found++;
            }
        }
        return found;
    }

    /** Up to {@code limit} entries from {@code start}: keys {@code >= start} ascending, {@code <= start} descending. */
    int scan(byte[] start, boolean reverse, int limit, RowSink sink) {
        if (limit < 0) {
            throw new IllegalArgumentException("negative limit " + limit);
        }
        NavigableMap<byte[], byte[]> view = reverse
                ? entries.headMap(start, true).descendingMap()
                : entries.tailMap(start, true);
        int delivered = 0;
        for (Map.Entry<byte[], byte[]> e : view.entrySet()) {
            if (delivered == limit) {
                break;
            }
            deliver(e.getKey(), e.getValue(), sink);
            delivered++;
        }
        return delivered;
    }

    long sizeBytes() {
        return bytes.get();
    }

    long entryCount() {
        return entryCount.get();
    }

    private static void deliver(byte[] key, byte[] value, RowSink sink) {
        sink.bytesValue(key, 0, key.length);
        sink.bytesValue(value, 0, value.length);
        sink.endRow();
    }
}
