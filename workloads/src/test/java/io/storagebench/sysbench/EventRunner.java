package io.storagebench.sysbench;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.workload.Actor;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Step;
import io.storagebench.workload.Worker;
import io.storagebench.workload.WorkloadPlan;
import java.util.ArrayList;
import java.util.List;

/** Runs a given number of events of one step's first worker thread on this thread, or a load step to its end. */
final class EventRunner implements AutoCloseable {
    private final Session session;
    private final Worker worker;

    EventRunner(Engine engine, WorkloadPlan plan, String stepName) {
        Step step = plan.steps().stream().filter(s -> s.name().equals(stepName)).findFirst().orElseThrow();
        Actor actor = step.setup().prepare(engine).get(0);
        this.session = engine.openSession();
        this.worker = actor.workers().create(0, session);
    }

    /** What each of {@code events} calls returned. */
    List<Long> run(int events) throws InterruptedException {
        List<Long> returned = new ArrayList<>();
        for (int i = 0; i < events; i++) {
            returned.add(worker.run(CONTEXT));
        }
        return returned;
    }

    /** Runs the whole load step (every loader thread, one after another); returns the rows reported. */
    static long load(Engine engine, WorkloadPlan plan) throws InterruptedException {
        Step step = plan.steps().get(0);
        long rows = 0;
        for (Actor actor : step.setup().prepare(engine)) {
            for (int i = 0; i < actor.threads(); i++) {
                try (Session s = engine.openSession()) {
                    Worker w = actor.workers().create(i, s);
                    for (long n = w.run(CONTEXT); n != Worker.DONE; n = w.run(CONTEXT)) {
                        rows += n;
                    }
                }
            }
        }
        return rows;
    }

    @Override
    public void close() {
        worker.finish();
        session.close();
    }

    static final OpContext CONTEXT = new OpContext() {
        @Override public long nanoTime() { return System.nanoTime(); }
        @Override public long currentTimeMillis() { return System.currentTimeMillis(); }
        @Override public void serviceStartsNow() { }
        @Override public void dueAt(long nanoTime) { }
        @Override public RowSink sink() { return RowSink.DISCARD; }
        @Override public boolean stopping() { return false; }
    };
}
