package io.storagebench.spi;

/**
 * An insert found its key already taken (SQL: SQLSTATE 23505, MySQL error 1062). Not retryable by itself: in the
 * Insert Benchmark it is a bug. A workload may still re-run the event, as sysbench does on PostgreSQL, where
 * concurrent write-only transactions that delete and re-insert one id hit it by design.
 */
public class DuplicateKeyException extends EngineException {
    private static final long serialVersionUID = 1L;

    public DuplicateKeyException(String message, Throwable cause) {
        super(message, false, cause);
    }
}
