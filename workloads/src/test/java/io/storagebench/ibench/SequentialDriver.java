package io.storagebench.ibench;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.workload.Actor;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Runs a step's workers round-robin on one thread, without pacing: enough to check what a workload does to the
 * data, not how fast. Followers get one operation per round until the drivers are done.
 */
final class SequentialDriver {
    private SequentialDriver() {
    }

    /** Runs the step; returns the rows each actor reported. */
    static Map<String, Long> run(Engine engine, Step step) throws InterruptedException {
        List<Actor> actors = step.setup().prepare(engine);
        List<Running> running = new ArrayList<>();
        for (Actor actor : actors) {
            for (int i = 0; i < actor.threads(); i++) {
                Session session = engine.openSession();
                running.add(new Running(actor, actor.workers().create(i, session), session));
            }
        }
        Map<String, Long> rows = new LinkedHashMap<>();
        OpContext ctx = new Context();
        boolean driversLeft = true;
        while (driversLeft) {
            driversLeft = false;
            for (Running r : running) {
                if (r.done) {
                    continue;
                }
                long n = r.worker.run(ctx);
                if (n == Worker.DONE) {
                    r.done = true;
                    r.worker.finish();
                } else {
                    rows.merge(r.actor.name(), n, Long::sum);
                    driversLeft |= r.actor.role() == Role.DRIVER;
                }
            }
            driversLeft |= running.stream().anyMatch(r -> r.actor.role() == Role.DRIVER && !r.done);
        }
        for (Running r : running) {
            if (!r.done) {
                r.worker.finish();
            }
            r.session.close();
        }
        return rows;
    }

    private static final class Running {
        final Actor actor;
        final Worker worker;
        final Session session;
        boolean done;

        Running(Actor actor, Worker worker, Session session) {
            this.actor = actor;
            this.worker = worker;
            this.session = session;
        }
    }

    private static final class Context implements OpContext {
        @Override public long nanoTime() { return System.nanoTime(); }
        @Override public long currentTimeMillis() { return System.currentTimeMillis(); }
        @Override public void serviceStartsNow() { }
        @Override public void dueAt(long nanoTime) { }
        @Override public RowSink sink() { return RowSink.DISCARD; }
        @Override public boolean stopping() { return false; }
    }
}
