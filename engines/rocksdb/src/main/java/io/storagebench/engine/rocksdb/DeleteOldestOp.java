package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.DeleteOldest;
import java.util.List;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/**
 * The Insert Benchmark's delete: under the table's delete-oldest lock, seeks to {@code fromKey} in the row family
 * (lower-bounded, so tombstones below it are never visited), takes the first {@code n} keys, locks their rows,
 * re-reads them (a concurrent update may have changed an indexed column) and deletes rows and index entries in one
 * WriteBatch. Inside a transaction the scan does not see the transaction's own earlier deletes.
 */
final class DeleteOldestOp implements DeleteOldest {
    private final RocksDbSession s;
    private final TableState t;
    private final IteratorBounds bounds;
    private final IteratorBuffers buffers = new IteratorBuffers();
    private final RowView old;

    DeleteOldestOp(RocksDbSession s, TableState t) {
        if (!t.codec.integerKey()) {
            throw new EngineException("rocksdb: delete-oldest needs an integer primary key in " + t.name());
        }
        this.s = s;
        this.t = t;
        this.old = new RowView(t.codec.columns());
        this.bounds = s.newBounds(true);
    }

    @Override
    public int execute(long fromKey, int n) {
        t.ensureLive();
        if (n <= 0) {
            return 0;
        }
        return s.write("delete oldest from " + t.name(), () -> {
            t.lockForDeleteOldest();
            try {
                byte[][] keys = s.reader.keys(n);
                int found = oldest(fromKey, n, keys);
                s.locks.lock(t, keys, found);
                return t.indexes().isEmpty() ? deleteKeys(keys, found) : deleteRows(keys, found);
            } finally {
                t.unlockForDeleteOldest();
            }
        });
    }

    /** Copies up to {@code n} keys {@code >= fromKey}, ascending, into {@code keys}; returns how many. */
    private int oldest(long fromKey, int n, byte[][] keys) throws RocksDBException {
        bounds.set(Bound.INCLUSIVE, fromKey, Bound.NONE, 0);
        int found = 0;
        try (RocksIterator it = s.db.newIterator(t.rows, bounds.options)) {
            for (it.seekToFirst(); it.isValid() && found < n; it.next()) {
                buffers.key(it);
                System.arraycopy(buffers.key, 0, keys[found++], 0, KeyCodec.LONG_KEY_BYTES);
            }
            it.status();
        }
        return found;
    }

    private int deleteKeys(byte[][] keys, int found) throws RocksDBException {
        for (int i = 0; i < found; i++) {
            s.writer.delete(t, keys[i], null);
        }
        return found;
    }

    /** Deletes the rows that still exist, with their index entries. */
    private int deleteRows(byte[][] keys, int found) throws RocksDBException {
        int deleted = 0;
        List<byte[]> values = s.inTransaction() ? null : s.reader.multiGet(t.rows, keys, found);
        for (int i = 0; i < found; i++) {
            byte[] v;
            int length;
            if (values != null) {
                v = values.get(i);
                length = v == null ? -1 : v.length;
            } else {
                length = s.reader.readRow(t, keys[i]);
                v = s.reader.value();
            }
            if (length < 0) {
                continue;
            }
            t.codec.decodeKey(keys[i], 0, KeyCodec.LONG_KEY_BYTES, old);
            t.codec.decodeValue(v, length, old);
            s.writer.delete(t, keys[i], old);
            deleted++;
        }
        return deleted;
    }
}
