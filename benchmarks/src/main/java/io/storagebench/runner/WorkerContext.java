package io.storagebench.runner;

import io.storagebench.spi.RowSink;
import io.storagebench.workload.OpContext;

/**
 * One worker thread's {@link OpContext}. The worker loop clears {@link #overrides} before each call and reads it after;
 * plain fields, because only the worker's own thread touches them.
 */
final class WorkerContext implements OpContext {
    static final int SERVICE_START = 1;
    static final int DUE = 2;
    static final int OPERATION = 4;

    private final Clock clock;
    private final StepControl control;
    private final ConsumingSink sink = new ConsumingSink();
    int overrides;
    long serviceStart;
    long due;
    int operation;
    boolean operationOk;

    WorkerContext(Clock clock, StepControl control) {
        this.clock = clock;
        this.control = control;
    }

    @Override
    public long nanoTime() {
        return clock.nanoTime();
    }

    @Override
    public long currentTimeMillis() {
        return clock.currentTimeMillis();
    }

    @Override
    public void serviceStartsNow() {
        serviceStart = clock.nanoTime();
        overrides |= SERVICE_START;
    }

    @Override
    public void dueAt(long nanoTime) {
        due = nanoTime;
        overrides |= DUE;
    }

    @Override
    public void operation(int index, boolean ok) {
        operation = index;
        operationOk = ok;
        overrides |= OPERATION;
    }

    @Override
    public RowSink sink() {
        return sink;
    }

    @Override
    public boolean stopping() {
        return control.stopping();
    }

    long sinkFingerprint() {
        return sink.fingerprint();
    }
}
