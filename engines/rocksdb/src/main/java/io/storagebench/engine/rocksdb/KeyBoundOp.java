package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import java.util.OptionalLong;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/** {@code SELECT min(pk)} / {@code max(pk)}: {@code seekToFirst} or {@code seekToLast} on the row family. */
final class KeyBoundOp implements KeyBound {
    private final RocksDbSession s;
    private final TableState t;
    private final boolean max;
    private final IteratorBuffers buffers = new IteratorBuffers();

    KeyBoundOp(RocksDbSession s, TableState t, KeyBoundSpec.Which which) {
        if (!t.codec.integerKey()) {
            throw new EngineException("rocksdb: min/max needs an integer primary key in " + t.name());
        }
        this.s = s;
        this.t = t;
        this.max = which == KeyBoundSpec.Which.MAX;
    }

    @Override
    public OptionalLong execute() {
        s.ensureOpen();
        t.ensureLive();
        try (RocksIterator it = s.db.newIterator(t.rows, s.readOptions)) {
            if (max) {
                it.seekToLast();
            } else {
                it.seekToFirst();
            }
            if (!it.isValid()) {
                it.status();
                return OptionalLong.empty();
            }
            buffers.key(it);
            return OptionalLong.of(KeyCodec.getKeyLong(buffers.key, 0));
        } catch (RocksDBException e) {
            throw Errors.wrap("min/max of " + t.name(), e);
        }
    }
}
