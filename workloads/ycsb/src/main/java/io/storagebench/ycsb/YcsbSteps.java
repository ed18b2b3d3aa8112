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

/**
 * YCSB's two phases as steps. {@code load}: threadcount threads insert key numbers 0 .. recordcount-1 from one shared
 * counter into a new {@code usertable}. {@code run}: threadcount threads, each its share of operationcount
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

    private final YcsbParameters p;

    YcsbSteps(YcsbParameters p) {
        this.p = p;
    }

    Step load() {
        return new Step(LOAD, new Headline(CLIENT, Unit.OPS, "ops/sec"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, new Step.ProgressTarget(CLIENT, Unit.OPS, p.recordCount()), engine -> {
                    engine.createTable(TableSpec.keyValue(Defaults.TABLE, p.maxKeyBytes(), p.valueBytes()));
                    Counter keys = new Counter(0);
                    Records records = new Records(p);
                    return List.of(new Actor(CLIENT, p.threads(), pacing(), Role.DRIVER,
                            (t, session) -> new LoadWorker(session, records, keys, p.recordCount(),
                                    random(LOAD, t)), OPERATIONS));
                });
    }

    Step run() {
        Duration limit = p.maxExecutionSeconds() > 0 ? Duration.ofSeconds(p.maxExecutionSeconds()) : null;
        return new Step(RUN, new Headline(CLIENT, Unit.OPS, "ops/sec"), Duration.ZERO, limit, List.of(),
                AfterStep.NOTHING, p.operationCount() > 0 ? new Step.ProgressTarget(CLIENT, Unit.OPS,
                p.operationCount()) : null, engine -> {
                    // run-phase inserts take key numbers from recordcount up; readers see only acknowledged ones
                    Choosers choosers = new Choosers(p, new AcknowledgedCounter(p.recordCount()));
                    Records records = new Records(p);
                    return List.of(new Actor(CLIENT, p.threads(), pacing(), Role.DRIVER,
                            (t, session) -> new ClientWorker(session, records, choosers.forThread(),
                                    share(t), random(RUN, t)), OPERATIONS));
                });
    }

    /** Thread {@code t}'s operations: YCSB's split; unbounded when only maxexecutiontime ends the step. */
    long share(int t) {
        if (p.operationCount() == 0) {
            return Long.MAX_VALUE;
        }
        return p.operationCount() / p.threads() + (t < p.operationCount() % p.threads() ? 1 : 0);
    }

    private Pacing pacing() {
        return p.target() > 0 ? new Pacing.FixedRate(p.target() / p.threads()) : Pacing.CLOSED_LOOP;
    }

    /** A seeded generator per step and thread, distinct and reproducible (String.hashCode is specified). */
    SplittableRandom random(String step, int thread) {
        return new SplittableRandom(p.seed() ^ (step.hashCode() * 0x9E3779B97F4A7C15L + thread));
    }
}
