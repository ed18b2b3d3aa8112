package io.storagebench.workload.kit;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Runs a workload's steps on an engine without the runner: on the calling thread, on a virtual clock, each worker
 * thread with its own session and its own {@link KitContext}, every call recorded. Checks what the workers do to the
 * data and what they count, not how fast: nothing sleeps, and each call takes {@link #serviceTime} of virtual time.
 *
 * <p>Pacing is kept as the runner keeps it, on the virtual clock. A step with a duration ends there; a step without
 * one ends when its drivers are done, its followers stopped then. In {@link Order#TURNS} (the default) the threads
 * take turns, one call each per round, as threads that hand work to each other need; in
 * {@link Order#THREAD_AFTER_THREAD} each thread runs to its end before the next one starts. {@link #callsPerThread}
 * bounds every thread, which a step of followers without a duration needs.
 *
 * <p>A driver is a value: each setter returns a new one.
 */
public final class StepDriver {
    /** How the worker threads of a step share the calling thread. */
    public enum Order {
        /** One call of each live thread per round, in the setup's order of actors and threads. */
        TURNS,
        /** Every call of one thread, then the next thread's, each with its session opened just before it runs. */
        THREAD_AFTER_THREAD
    }

    private final Engine engine;
    private final RowSink sink;
    private final long callsPerThread;
    private final Order order;
    private final long serviceNanos;

    private StepDriver(Engine engine, RowSink sink, long callsPerThread, Order order, long serviceNanos) {
        this.engine = Objects.requireNonNull(engine, "engine");
        this.sink = Objects.requireNonNull(sink, "sink");
        this.callsPerThread = callsPerThread;
        this.order = Objects.requireNonNull(order, "order");
        this.serviceNanos = serviceNanos;
    }

    /** A driver on {@code engine}: threads in turns, reads discarded, no bound on calls. */
    public static StepDriver on(Engine engine) {
        return new StepDriver(engine, RowSink.DISCARD, Long.MAX_VALUE, Order.TURNS, Defaults.SERVICE_NANOS);
    }

    /** The same driver, the workers' reads going to {@code sink}. */
    public StepDriver sink(RowSink sink) {
        return new StepDriver(engine, sink, callsPerThread, order, serviceNanos);
    }

    /** The same driver, each thread stopped after {@code calls} calls that did work. */
    public StepDriver callsPerThread(long calls) {
        if (calls < 1) {
            throw new IllegalArgumentException("calls per thread must be positive: " + calls);
        }
        return new StepDriver(engine, sink, calls, order, serviceNanos);
    }

    /** The same driver, its threads sharing the calling thread in {@code order}. */
    public StepDriver order(Order order) {
        return new StepDriver(engine, sink, callsPerThread, order, serviceNanos);
    }

    /** The same driver, each call taking {@code time} of virtual time. */
    public StepDriver serviceTime(Duration time) {
        if (time.isNegative()) {
            throw new IllegalArgumentException("negative service time: " + time);
        }
        return new StepDriver(engine, sink, callsPerThread, order, time.toNanos());
    }

    /** The step of that name in the plan. */
    public static Step step(WorkloadPlan plan, String name) {
        return step(plan.steps(), name);
    }

    /** The step of that name among {@code steps}. */
    public static Step step(List<Step> steps, String name) {
        return steps.stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow(() ->
                new IllegalArgumentException("no step " + name + " (steps: "
                        + String.join(", ", steps.stream().map(Step::name).toList()) + ")"));
    }

    /** Runs the plan's step of that name. */
    public StepRecord run(WorkloadPlan plan, String step) throws InterruptedException {
        return run(step(plan, step));
    }

    /** Runs every step of the plan in order, quiescing the engine after a step that asks for it. */
    public List<StepRecord> runAll(WorkloadPlan plan) throws InterruptedException {
        List<StepRecord> records = new ArrayList<>();
        for (Step step : plan.steps()) {
            records.add(run(step));
            if (step.after().quiesce()) {
                engine.quiesce();
            }
        }
        return records;
    }

    /** Prepares the step on the engine and runs its actors' threads to the step's end. */
    public StepRecord run(Step step) throws InterruptedException {
        List<Actor> actors = step.setup().prepare(engine);
        long end = step.duration() == null ? Long.MAX_VALUE : step.warmup().plus(step.duration()).toNanos();
        List<Lane> lanes = new ArrayList<>();
        for (Actor actor : actors) {
            for (int i = 0; i < actor.threads(); i++) {
                lanes.add(new Lane(actor, i, sink, end, callsPerThread, serviceNanos));
            }
        }
        try {
            if (order == Order.TURNS) {
                turns(lanes, step);
            } else {
                threadAfterThread(lanes, step);
            }
        } finally {
            for (Lane lane : lanes) {
                lane.close();
            }
        }
        return record(step, actors, lanes, end);
    }

    /**
     * One thread of the step's actor of that name, its worker made and its session open, for a test that calls it
     * by hand: the whole step is prepared first, as the runner prepares it.
     */
    public StepThread thread(Step step, String actor, int index) {
        Actor chosen = step.setup().prepare(engine).stream().filter(a -> a.name().equals(actor)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("step " + step.name() + " has no actor " + actor));
        if (index < 0 || index >= chosen.threads()) {
            throw new IllegalArgumentException("actor " + actor + " has " + chosen.threads() + " threads, not " + index);
        }
        Lane lane = new Lane(chosen, index, sink, Long.MAX_VALUE, Long.MAX_VALUE, serviceNanos);
        lane.open(engine);
        return new StepThread(lane);
    }

    /** The first thread of the step's first actor: the one a test of a single-actor step calls. */
    public StepThread thread(Step step) {
        Actor first = step.setup().prepare(engine).get(0);
        return thread(step, first.name(), 0);
    }

    private void turns(List<Lane> lanes, Step step) throws InterruptedException {
        for (Lane lane : lanes) {
            lane.open(engine);
        }
        boolean drivers = lanes.stream().anyMatch(l -> l.actor.role() == Role.DRIVER);
        boolean again;
        do {
            for (Lane lane : lanes) {
                if (lane.live()) {
                    lane.call();
                }
            }
            again = lanes.stream().anyMatch(l -> l.live() && (l.actor.role() == Role.DRIVER || !drivers
                    && (step.duration() != null || callsPerThread != Long.MAX_VALUE)));
        } while (again);
    }

    private void threadAfterThread(List<Lane> lanes, Step step) throws InterruptedException {
        for (Lane lane : lanes) {
            if (lane.actor.role() == Role.FOLLOWER && step.duration() == null && callsPerThread == Long.MAX_VALUE) {
                throw new IllegalStateException("step " + step.name() + ": follower " + lane.actor.name()
                        + " has no end thread after thread; set callsPerThread or run in turns");
            }
            lane.open(engine);
            try {
                while (lane.live()) {
                    lane.call();
                }
            } finally {
                lane.close();
            }
        }
    }

    private static StepRecord record(Step step, List<Actor> actors, List<Lane> lanes, long durationEnd) {
        Map<String, ActorRecord> records = new LinkedHashMap<>();
        for (Actor actor : actors) {
            records.put(actor.name(), new ActorRecord(actor, lanes.stream().filter(l -> l.actor == actor)
                    .map(l -> l.calls).toList()));
        }
        long end;
        if (durationEnd != Long.MAX_VALUE) {
            end = durationEnd;
        } else {
            end = records.values().stream().filter(a -> a.actor().role() == Role.DRIVER)
                    .mapToLong(ActorRecord::lastEnd).max()
                    .orElse(records.values().stream().mapToLong(ActorRecord::lastEnd).max().orElse(0));
        }
        return new StepRecord(step, records, end);
    }
}
