package io.storagebench.tck.reference;

/**
 * Called by a {@link ReferenceEngine} session before each execute of a prepared operation, on the worker's thread,
 * with the shape's name: {@code Insert}, {@code Lookup}, {@code RangeRead}, {@code Scan}, {@code Update},
 * {@code Delete}, {@code DeleteOldest}, {@code KeyBound}, {@code KvPut}, {@code KvGet}, {@code KvMultiGet},
 * {@code KvScan} (the simple names of the {@code io.storagebench.spi.op} handles).
 *
 * <p>Harness tests use it to make a slow engine (sleep), to count operations, or to inject failures: an
 * {@link io.storagebench.spi.EngineException} thrown here (retryable or not) propagates from {@code execute} and
 * the operation does nothing.
 */
@FunctionalInterface
public interface OperationHook {
    /** Does nothing. */
    OperationHook NONE = shape -> { };

    /** Runs before the operation named {@code shape} executes. */
    void beforeExecute(String shape);
}
