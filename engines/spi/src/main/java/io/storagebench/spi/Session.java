package io.storagebench.spi;

import io.storagebench.spi.op.*;

/**
 * A worker thread's connection to the engine: it prepares operation shapes once and executes them many times.
 * Never shared between threads; the runner opens one per worker and closes it when the step ends.
 *
 * <p>Outside {@link #begin()} every execute is its own transaction (autocommit). Inside, writes become visible to
 * other sessions at {@link #commit()} and are discarded by {@link #rollback()}; an engine that cannot read its own
 * uncommitted writes says so in its documentation. A {@code prepare} for a shape the engine's
 * {@link Engine#capabilities()} lack throws {@link UnsupportedShapeException}: the defaults here do that, so an
 * engine overrides only what it declares.
 */
public interface Session extends AutoCloseable {

    default Insert prepare(InsertSpec spec) { throw unsupported(spec); }

    default Lookup prepare(LookupSpec spec) { throw unsupported(spec); }

    default RangeRead prepare(RangeSpec spec) { throw unsupported(spec); }

    default Scan prepare(ScanSpec spec) { throw unsupported(spec); }

    default Update prepare(UpdateSpec spec) { throw unsupported(spec); }

    default Delete prepare(DeleteSpec spec) { throw unsupported(spec); }

    default DeleteOldest prepare(DeleteOldestSpec spec) { throw unsupported(spec); }

    default KeyBound prepare(KeyBoundSpec spec) { throw unsupported(spec); }

    default KvPut prepare(KvPutSpec spec) { throw unsupported(spec); }

    default KvGet prepare(KvGetSpec spec) { throw unsupported(spec); }

    default KvMultiGet prepare(KvMultiGetSpec spec) { throw unsupported(spec); }

    default KvScan prepare(KvScanSpec spec) { throw unsupported(spec); }

    /** Starts a transaction (capability TRANSACTIONS). */
    default void begin() { throw new UnsupportedShapeException("transactions are not supported"); }

    /** Commits the transaction started by {@link #begin()}. */
    default void commit() { throw new UnsupportedShapeException("transactions are not supported"); }

    /** Discards the transaction started by {@link #begin()}. */
    default void rollback() { throw new UnsupportedShapeException("transactions are not supported"); }

    /** Releases prepared operations and the connection; safe to call twice. */
    @Override
    void close();

    private static UnsupportedShapeException unsupported(Record spec) {
        return new UnsupportedShapeException("this engine does not support " + spec);
    }
}
