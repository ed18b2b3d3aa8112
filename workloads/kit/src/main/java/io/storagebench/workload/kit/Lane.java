package io.storagebench.workload.kit;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.List;

/** One worker thread of a step on the kit: its session, worker, virtual clock, pacing and calls. */
final class Lane {
    final Actor actor;
    final List<Call> calls = new ArrayList<>();
    private final int index;
    private final KitContext context;
    private final Schedule schedule;
    private final long end;
    private final long maxCalls;
    private final long serviceNanos;
    private Session session;
    private Worker worker;
    private long free;
    private boolean done;
    private boolean closed;
    private boolean finished;

    Lane(Actor actor, int index, RowSink sink, long end, long maxCalls, long serviceNanos) {
        this.actor = actor;
        this.index = index;
        this.end = end;
        this.maxCalls = maxCalls;
        this.serviceNanos = serviceNanos;
        this.schedule = new Schedule(actor.pacing());
        this.context = KitContext.on(sink, () -> done || free >= end);
    }

    /** Opens the thread's session and makes its worker, as the runner does before the step's clock starts. */
    void open(Engine engine) {
        session = engine.openSession();
        worker = actor.workers().create(index, session);
    }

    /** True while the thread has work: not done, under its bound and before the step's end. */
    boolean live() {
        return !done && calls.size() < maxCalls && free < end;
    }

    /** Makes one call at the next time its pacing allows; false when the step ended first or the worker is done. */
    boolean call() throws InterruptedException {
        long start = schedule.next(free);
        if (start >= end) {
            free = end;
            return false;
        }
        context.beginCall(start);
        long returned = worker.run(context);
        long finished = Math.max(context.nanoTime(), start) + serviceNanos;
        free = finished;
        if (returned == Worker.DONE) {
            // at once, as the runner does: a worker releases its hand-offs here, which the other actors wait on
            done = true;
            finishWorker();
            return false;
        }
        long due = context.lastDueAt() == Long.MIN_VALUE ? schedule.due() : context.lastDueAt();
        calls.add(new Call(start, due, schedule.slotStart(), finished, returned, context.lastOperation(),
                context.lastOk()));
        return true;
    }

    /** Finishes the worker and closes the session, once. */
    void close() {
        if (closed || session == null) {
            return;
        }
        closed = true;
        try {
            finishWorker();
        } finally {
            session.close();
        }
    }

    private void finishWorker() {
        if (!finished) {
            finished = true;
            worker.finish();
        }
    }
}
