package io.storagebench.sysbench;

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.EngineException;

/**
 * sysbench's ignored errors: the ones it re-runs the event for. The engine marks deadlocks, lock wait timeouts and
 * serialization failures retryable; sysbench's PostgreSQL driver also ignores a unique violation (23505), which
 * concurrent write-only and read-write events hit when two of them delete and re-insert the same id.
 */
final class IgnoredErrors {
    private IgnoredErrors() {
    }

    /** The error to hand the runner: retryable when sysbench would ignore it. */
    static EngineException asSysbenchSees(EngineException e) {
        return e instanceof DuplicateKeyException ? new EngineException(e.getMessage(), true, e) : e;
    }
}
