package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Delete;

/**
 * {@code DELETE FROM t WHERE pk = ?}: under the row's lock, reads the row (to know whether it exists and which
 * index entries it has), then deletes the row and its index entries in one WriteBatch.
 */
final class DeleteOp implements Delete {
    private final RocksDbSession s;
    private final TableState t;
    private final RowView old;

    DeleteOp(RocksDbSession s, TableState t) {
        if (!t.codec.integerKey()) {
            throw new EngineException("rocksdb: delete by key needs an integer primary key in " + t.name());
        }
        this.s = s;
        this.t = t;
        this.old = new RowView(t.codec.columns());
    }

    @Override
    public int execute(long key) {
        t.ensureLive();
        return s.write("delete from " + t.name(), () -> {
            byte[][] encoded = s.reader.keys(1);
            KeyCodec.putKeyLong(encoded[0], 0, key);
            s.locks.lock(t, encoded, 1);
            int length = s.reader.readRow(t, encoded[0]);
            if (length < 0) {
                return 0;
            }
            boolean indexed = !t.indexes().isEmpty();
            if (indexed) {
                old.setLong(t.keyColumn(), key);
                t.codec.decodeValue(s.reader.value(), length, old);
            }
            s.writer.delete(t, encoded[0], indexed ? old : null);
            return 1;
        });
    }
}
