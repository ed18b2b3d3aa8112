package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.RowView;
import java.util.Arrays;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteBatch;

/**
 * Appends row and index changes to the session's WriteBatch, so a statement's row and all its index entries are
 * written atomically. Index keys are built in reused buffers; RocksJava copies them into the batch at once.
 */
final class RowWriter {
    private static final byte[] EMPTY = new byte[0];

    private final RocksDbSession session;
    private final WriteBatch batch;
    private final Bytes before = new Bytes(Defaults.KEY_BUFFER_BYTES);
    private final Bytes after = new Bytes(Defaults.KEY_BUFFER_BYTES);

    RowWriter(RocksDbSession session) {
        this.session = session;
        this.batch = session.batch;
    }

    /** Puts a new row and an entry in every index. */
    void insert(TableState t, byte[] key, byte[] value, RowView row) throws RocksDBException {
        batch.put(t.rows, key, value);
        for (IndexState i : t.indexes()) {
            i.codec.encode(row, after.clear());
            batch.put(i.family, after.toArray(), EMPTY);
        }
        session.remember(t, key, value);
    }

    /**
     * Replaces an existing row: puts the new value and moves the entries of indexes over {@code column} (every
     * index when -1) from the old values to the new ones; unchanged entries are left alone.
     */
    void replace(TableState t, byte[] key, byte[] value, RowView old, RowView row, int column)
            throws RocksDBException {
        batch.put(t.rows, key, value);
        for (IndexState i : t.indexes()) {
            if (column >= 0 && !i.codec.contains(column)) {
                continue;
            }
            i.codec.encode(old, before.clear());
            i.codec.encode(row, after.clear());
            if (!Arrays.equals(before.array(), 0, before.length(), after.array(), 0, after.length())) {
                batch.delete(i.family, before.toArray());
                batch.put(i.family, after.toArray(), EMPTY);
            }
        }
        session.remember(t, key, value);
    }

    /** Deletes a row and, when {@code old} is given, its entry in every index. */
    void delete(TableState t, byte[] key, RowView old) throws RocksDBException {
        batch.delete(t.rows, key);
        if (old != null) {
            for (IndexState i : t.indexes()) {
                i.codec.encode(old, before.clear());
                batch.delete(i.family, before.toArray());
            }
        }
        session.remember(t, key, RocksDbSession.DELETED);
    }
}
