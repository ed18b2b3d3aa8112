package io.storagebench.spi;

/**
 * Every failure an engine reports. {@link #retryable()} marks errors a workload may retry the way sysbench does
 * (deadlock, lock wait timeout, serialization failure); anything else fails the step.
 */
public class EngineException extends RuntimeException {
    private static final long serialVersionUID = 1L;
    private final boolean retryable;

    public EngineException(String message, boolean retryable, Throwable cause) {
        super(message, cause);
        this.retryable = retryable;
    }

    public EngineException(String message) {
        this(message, false, null);
    }

    public EngineException(String message, Throwable cause) {
        this(message, false, cause);
    }

    /** True when re-running the same operation may succeed. */
    public boolean retryable() {
        return retryable;
    }
}
