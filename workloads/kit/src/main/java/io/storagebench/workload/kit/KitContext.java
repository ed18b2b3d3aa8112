package io.storagebench.workload.kit;

import io.storagebench.spi.RowSink;
import io.storagebench.workload.OpContext;
import java.time.Duration;
import java.util.Objects;
import java.util.function.BooleanSupplier;

/**
 * The {@link OpContext} of the kit: a virtual clock that moves only when the kit (or a test) moves it, a sink of the
 * test's choosing, and what the last call said of itself (its kind and outcome, when it was due). The
 * {@link StepDriver} gives each worker thread one; a test that calls a worker by hand makes its own with
 * {@link #on(RowSink)}.
 */
public final class KitContext implements OpContext {
    private final RowSink sink;
    private final BooleanSupplier stopping;
    private long now;
    private int operation = -1;
    private boolean ok = true;
    private long dueAt = Long.MIN_VALUE;

    private KitContext(RowSink sink, BooleanSupplier stopping) {
        this.sink = Objects.requireNonNull(sink, "sink");
        this.stopping = Objects.requireNonNull(stopping, "stopping");
    }

    /** A context at virtual time 0 whose step never ends. */
    public static KitContext on(RowSink sink) {
        return on(sink, () -> false);
    }

    /** A context at virtual time 0 whose step is ending once {@code stopping} says so. */
    public static KitContext on(RowSink sink, BooleanSupplier stopping) {
        return new KitContext(sink, stopping);
    }

    @Override
    public long nanoTime() {
        return now;
    }

    @Override
    public long currentTimeMillis() {
        return Defaults.EPOCH_MILLIS + now / 1_000_000L;
    }

    @Override
    public void serviceStartsNow() {
    }

    @Override
    public void dueAt(long nanoTime) {
        dueAt = nanoTime;
    }

    @Override
    public void operation(int index, boolean success) {
        operation = index;
        ok = success;
    }

    @Override
    public RowSink sink() {
        return sink;
    }

    @Override
    public boolean stopping() {
        return stopping.getAsBoolean();
    }

    /** Moves the virtual clock on. */
    public void advance(Duration by) {
        if (by.isNegative()) {
            throw new IllegalArgumentException("the clock does not go back: " + by);
        }
        now += by.toNanos();
    }

    /** The kind of operation the last call named ({@link OpContext#operation}), or -1 when it named none. */
    public int lastOperation() {
        return operation;
    }

    /** Whether the last call said it succeeded (true when it said nothing). */
    public boolean lastOk() {
        return ok;
    }

    /** When the last call said it was due ({@link OpContext#dueAt}), or {@code Long.MIN_VALUE} when it said not. */
    public long lastDueAt() {
        return dueAt;
    }

    /** Sets the clock to {@code nanos} and forgets what the previous call said: before each call the kit makes. */
    void beginCall(long nanos) {
        now = Math.max(now, nanos);
        operation = -1;
        ok = true;
        dueAt = Long.MIN_VALUE;
    }
}
