package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import org.rocksdb.RocksDBException;
import org.rocksdb.Status;

/** Turns RocksDB failures into {@link EngineException}s: Busy and TryAgain are retryable, everything else not. */
final class Errors {
    private Errors() {
    }

    static EngineException wrap(String what, RocksDBException e) {
        Status status = e.getStatus();
        Status.Code code = status == null ? null : status.getCode();
        boolean retryable = code == Status.Code.Busy || code == Status.Code.TryAgain;
        return new EngineException("rocksdb: " + what + " failed: " + e.getMessage(), retryable, e);
    }

    static EngineException lockTimeout(String table) {
        return new EngineException("rocksdb: lock wait timeout on table " + table + " after "
                + Defaults.LOCK_WAIT_MILLIS + " ms", true, null);
    }
}
