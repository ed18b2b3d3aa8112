package io.storagebench.ycsb;

import io.storagebench.spi.schema.TableSpec;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;

/**
 * YCSB's two phases as steps, over one load's records. {@code load}: threadcount threads insert key numbers 0 ..
 * recordcount-1 from one shared counter into a new {@code usertable}. {@code run}: threadcount threads, each its share
 * of operationcount
 * (the first operationcount mod threadcount one more), every call one operation chosen by the proportions; paced at
 * target / threadcount per thread when a target is set, and stopped after maxexecutiontime when set.
 */
final class YcsbSteps {
    static final String LOAD = "load";
    static final String RUN = "run";
    /** The actor of both steps: YCSB's client threads. */
    static final String CLIENT = "client";
    /** The kinds of operation, under the names YCSB's output gives them; indexes are {@link Operation#ordinal}. */
    static final List<String> OPERATIONS = List.of("READ", "UPDATE", "INSERT", "SCAN", "READ-MODIFY-WRITE");

    /** YCSB's operations, in {@link #OPERATIONS}' order. */
    enum Operation {
        READ, UPDATE, INSERT, SCAN, READ_MODIFY_WRITE
    }

    /** The load's parameters: its record count, fields and key format hold for the runs after it. */
    private final YcsbParameters p;
    /**
     * The run phases' insert key sequence, from recordcount up, shared by the runs after one load (the suite's D
     * inserts after A's, B's ... runs), made when the first run starts.
     */
    private final AtomicReference<AcknowledgedCounter> inserts = new AtomicReference<>();

    YcsbSteps(YcsbParameters p) {
        this.p = p;
    }

    /** The load phase; {@code again}: the table is there from an earlier load, dropped first. */
    Step load(String name, boolean again) {
        return new Step(name, new Headline(CLIENT, Unit.OPS, "ops/sec"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, new Step.ProgressTarget(CLIENT, Unit.OPS, p.recordCount()), engine -> {
                    if (again) {
                        engine.dropTable(Defaults.TABLE);
                    }
                    engine.createTable(TableSpec.keyValue(Defaults.TABLE, p.maxKeyBytes(), p.valueBytes()));
                    Counter keys = new Counter(0);
                    Records records = new Records(p);
                    return List.of(new Actor(CLIENT, p.threads(), pacing(p), Role.DRIVER,
                            (t, session) -> new LoadWorker(session, records, keys, p.recordCount(),
                                    random(name, t)), OPERATIONS));
                });
    }

    /** A run phase with workload {@code w}'s operations over the records of this load. */
    Step run(String name, YcsbParameters w) {
        Duration limit = w.maxExecutionSeconds() > 0 ? Duration.ofSeconds(w.maxExecutionSeconds()) : null;
        return new Step(name, new Headline(CLIENT, Unit.OPS, "ops/sec"), Duration.ZERO, limit, List.of(),
                AfterStep.NOTHING, w.operationCount() > 0 ? new Step.ProgressTarget(CLIENT, Unit.OPS,
                w.operationCount()) : null, engine -> {
                    // run-phase inserts take key numbers from recordcount up; readers see only acknowledged ones
                    AcknowledgedCounter sequence = inserts.updateAndGet(c -> c != null ? c
                            : new AcknowledgedCounter(p.recordCount()));
                    Choosers choosers = new Choosers(w, sequence);
                    Records records = new Records(p);
                    return List.of(new Actor(CLIENT, w.threads(), pacing(w), Role.DRIVER,
                            (t, session) -> new ClientWorker(session, records, choosers.forThread(),
                                    share(w, t), random(name, t)), OPERATIONS));
                });
    }

    /** Thread {@code t}'s operations: YCSB's split; unbounded when only maxexecutiontime ends the step. */
    static long share(YcsbParameters p, int t) {
        if (p.operationCount() == 0) {
            return Long.MAX_VALUE;
        }
        return p.operationCount() / p.threads() + (t < p.operationCount() % p.threads() ? 1 : 0);
    }

    private static Pacing pacing(YcsbParameters p) {
        return p.target() > 0 ? new Pacing.FixedRate(p.target() / p.threads()) : Pacing.CLOSED_LOOP;
    }

    /** A seeded generator per step and thread, distinct and reproducible (String.hashCode is specified). */
    SplittableRandom random(String step, int thread) {
        return new SplittableRandom(p.seed() ^ (step.hashCode() * 0x9E3779B97F4A7C15L + thread));
    }
}
