package io.storagebench.runner;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.spi.Session;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Worker;

/**
 * The body of one worker thread: open a session, make the worker, wait for the start, run operations until the step
 * ends, then {@code finish()} and {@code close()} on this thread whatever happened.
 *
 * <p>This is the hot loop, and longer than most classes because of it: {@link #closedLoop} is the path whose overhead
 * the harness is judged by (10M+ no-op operations per second on one thread), so it reads the clock once per operation
 * (an operation's end is the next one's start), keeps its state in locals, and does per operation no more than: the
 * call, one clock read, one volatile read, three compares, one histogram record and two release stores. The paced path may be slower;
 * its operations are at most a few thousand per second.
 */
final class WorkerLoop implements Runnable {
    /** Returned instead of a retry's start time when the step ended during the retry. */
    private static final long STEP_ENDED = Long.MIN_VALUE;

    private final StepControl control;
    private final Actor actor;
    private final int index;
    private final Engine engine;
    private final Clock clock;
    private final String where;
    private volatile WorkerMeter meter;
    /** The worker, once made: the runner asks it for its own figures after the step. */
    private volatile Worker worker;
    /** What the sink consumed, stored when the thread ends: a volatile store the JIT cannot drop, nor the folding. */
    @SuppressWarnings("unused")
    private volatile long sinkFingerprint;

    WorkerLoop(StepControl control, Actor actor, int index, Engine engine, Clock clock) {
        this.control = control;
        this.actor = actor;
        this.index = index;
        this.engine = engine;
        this.clock = clock;
        this.where = "actor " + actor.name() + ", thread " + index;
    }

    /** This thread's measurements; set before the thread reports ready. */
    WorkerMeter meter() {
        return meter;
    }

    /** The worker this thread made, or null when it made none. */
    Worker worker() {
        return worker;
    }

    @Override
    public void run() {
        WorkerMeter m = new WorkerMeter(actor.operations().size());
        meter = m;
        WorkerContext ctx = new WorkerContext(clock, control);
        Session session = null;
        Worker worker = null;
        long endedAt = 0;
        try {
            try {
                session = engine.openSession();
                worker = actor.workers().create(index, session);
                this.worker = worker;
            } catch (Throwable t) {
                control.fail(t, where);
            }
            if (control.awaitStart() && worker != null) {
                endedAt = actor.pacing() instanceof Pacing.ClosedLoop
                        ? closedLoop(worker, ctx, m)
                        : paced(worker, ctx, m, Pacer.of(actor.pacing(), clock, control, control.t0()));
            } else {
                endedAt = clock.nanoTime();
            }
        } catch (InterruptedException | EngineInterruptedException e) {
            // the runner's own interrupt of a stopping step: a stop, not a failure
            endedAt = clock.nanoTime();
            if (!control.stopping()) {
                control.fail(e, where);
            }
        } catch (Throwable t) {
            endedAt = clock.nanoTime();
            if (!control.interrupting()) {
                m.failed();
            }
            control.fail(t, where);
        } finally {
            sinkFingerprint = ctx.sinkFingerprint();
            // before the release: a driver's finish() and session close are not the step's time
            control.workerEnded(actor.role(), endedAt);
            release(worker, session);
        }
    }

    private void release(Worker worker, Session session) {
        if (worker != null) {
            try {
                worker.finish();
            } catch (Throwable t) {
                control.fail(t, where + ", finish");
            }
        }
        if (session != null) {
            try {
                session.close();
            } catch (Throwable t) {
                control.fail(t, where + ", session close");
            }
        }
    }

    /**
     * Closed loop: due = service start = the previous operation's end, unless the worker says otherwise or the
     * operation was retried. Returns when this worker ended: the end of its last operation, or the deadline.
     */
    private long closedLoop(Worker worker, WorkerContext ctx, WorkerMeter m) throws InterruptedException {
        final Clock clock = this.clock;
        final StepControl control = this.control;
        final long warmupEnd = control.warmupEnd();
        final long deadline = control.deadline();
        long start = clock.nanoTime(); // the previous operation's end from here on
        while (true) {
            long serviceStart = start;
            long rows;
            while (true) {
                ctx.overrides = 0;
                try {
                    rows = worker.run(ctx);
                    break;
                } catch (EngineException e) {
                    serviceStart = retryOrRethrow(e, m, deadline);
                    if (serviceStart == STEP_ENDED) {
                        return endedAfter(start);
                    }
                }
            }
            long end = clock.nanoTime();
            if (rows < 0) {
                return done(rows, start);
            }
            if (end - deadline >= 0) {
                return deadline; // overran the duration: outside the measured window
            }
            boolean stopping = control.stopping();
            if (stopping && control.endedBefore(end)) {
                return start; // a follower's operation that ended after the step did
            }
            int overrides = ctx.overrides;
            if (overrides == 0 && serviceStart == start) {
                m.recordSame(end - start, rows, end - warmupEnd);
            } else {
                long due = (overrides & WorkerContext.DUE) != 0 ? ctx.due : start;
                long service = (overrides & WorkerContext.SERVICE_START) != 0 ? ctx.serviceStart : serviceStart;
                m.recordSplit(end - due, end - service, rows, end - warmupEnd >= 0);
                if ((overrides & WorkerContext.OPERATION) != 0) {
                    m.recordOperation(ctx.operation, ctx.operationOk, end - due, end - service, end - warmupEnd >= 0);
                }
            }
            if (stopping) {
                return end;
            }
            start = end;
        }
    }

    /**
     * Paced: the pacer sets each operation's due time; service starts when the call is made. The progress target
     * actor of a rows-ended step ends the step as soon as its count is reached, not one window later.
     */
    private long paced(Worker worker, WorkerContext ctx, WorkerMeter m, Pacer pacer) throws InterruptedException {
        final long warmupEnd = control.warmupEnd();
        final long deadline = control.deadline();
        final TargetCount target = control.targetFor(actor.name());
        long lastEnd = control.t0();
        while (true) {
            if (!pacer.awaitNext()) {
                return endedAfter(lastEnd);
            }
            long due = pacer.dueAt();
            boolean measured = pacer.slotStart() - warmupEnd >= 0;
            long serviceStart = clock.nanoTime();
            long rows;
            while (true) {
                ctx.overrides = 0;
                try {
                    rows = worker.run(ctx);
                    break;
                } catch (EngineException e) {
                    serviceStart = retryOrRethrow(e, m, deadline);
                    if (serviceStart == STEP_ENDED) {
                        return endedAfter(lastEnd);
                    }
                }
            }
            long end = clock.nanoTime();
            if (rows < 0) {
                return done(rows, lastEnd);
            }
            if (end - deadline >= 0) {
                return deadline;
            }
            boolean stopping = control.stopping();
            if (stopping && control.endedBefore(end)) {
                return lastEnd;
            }
            int overrides = ctx.overrides;
            if ((overrides & WorkerContext.DUE) != 0) {
                due = ctx.due;
            }
            if ((overrides & WorkerContext.SERVICE_START) != 0) {
                serviceStart = ctx.serviceStart;
            }
            m.recordSplit(end - due, end - serviceStart, rows, measured);
            if ((overrides & WorkerContext.OPERATION) != 0) {
                m.recordOperation(ctx.operation, ctx.operationOk, end - due, end - serviceStart, measured);
            }
            lastEnd = end;
            if (target != null && target.reached()) {
                control.targetReached();
                return end; // done: no need to wait a window for the call that would say DONE
            }
            if (stopping) {
                return end;
            }
        }
    }

    /** When a worker that stopped without DONE ended: its last operation if the step is stopping, else the deadline. */
    private long endedAfter(long lastEnd) {
        return control.stopping() ? lastEnd : control.deadline();
    }

    /**
     * A retryable error is counted and the same operation runs again (same due time), as sysbench does, until the step
     * ends; anything else fails the step. Returns the retry's start, or {@link #STEP_ENDED}.
     */
    private long retryOrRethrow(EngineException e, WorkerMeter m, long deadline) {
        if (!e.retryable()) {
            throw e;
        }
        m.retried();
        long now = clock.nanoTime();
        return control.stopping() || now - deadline >= 0 ? STEP_ENDED : now;
    }

    /** DONE ends the worker at its last operation's end: the call that said so did no work. */
    private long done(long rows, long lastEnd) {
        if (rows == Worker.DONE) {
            return lastEnd;
        }
        throw new IllegalStateException("worker returned " + rows + " rows; only Worker.DONE may be negative");
    }
}
