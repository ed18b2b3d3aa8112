package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.RowView;
import java.util.List;
import org.rocksdb.RocksDBException;

/**
 * Fetches the rows behind index entries that do not cover a read: queues primary keys and fetches them with one
 * {@code multiGetAsList} per batch, in index order. Rows deleted since the index entry was read are skipped.
 */
final class RowFetcher {
    private final RocksDbSession s;
    private final TableState t;
    private final RowView row;
    private final Bytes key = new Bytes(Defaults.KEY_BUFFER_BYTES);
    private final byte[][] keys = new byte[Defaults.FETCH_BATCH_ROWS][];
    private int count;

    RowFetcher(RocksDbSession s, TableState t) {
        this.s = s;
        this.t = t;
        this.row = new RowView(t.codec.columns());
    }

    /**
     * Queues the primary key of a decoded index entry and fetches when {@code batch} keys are queued.
     *
     * @return false when the consumer wants no more rows
     */
    boolean add(RowView indexEntry, RowConsumer consumer, int batch) throws RocksDBException {
        t.codec.encodeKey(indexEntry, key.clear());
        keys[count++] = key.toArray();
        return count < Math.min(batch, keys.length) || flush(consumer);
    }

    /** Fetches and delivers the queued rows; returns false when the consumer wants no more. */
    boolean flush(RowConsumer consumer) throws RocksDBException {
        if (count == 0) {
            return true;
        }
        int n = count;
        count = 0;
        List<byte[]> values = s.reader.multiGet(t.rows, keys, n);
        for (int i = 0; i < n; i++) {
            byte[] v = values.get(i);
            if (v == null) {
                continue;
            }
            t.codec.decodeKey(keys[i], 0, keys[i].length, row);
            t.codec.decodeValue(v, v.length, row);
            if (!consumer.accept(row)) {
                return false;
            }
        }
        return true;
    }

    /** Drops queued keys (a read that ended early). */
    void reset() {
        count = 0;
    }
}
