package io.storagebench.kv;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Builds db_bench's steps. Every read and write step reopens the engine in its setup, as each db_bench step of
 * benchmark_compare.sh is a fresh process; the maintenance steps work on the engine as the step before left it.
 */
final class KvSteps {
    /** The key-value space every step uses. */
    static final String SPACE = "kv";
    /** The headline actor of every step: its readers, its writers, or the maintenance call. */
    static final String ACTOR = "kv";
    /** The rate-limited background writer of the *whilewriting steps; not the headline. */
    static final String WRITER = "writer";
    /** db_bench counts puts, gets, seeks and MultiGet keys alike as operations. */
    static final String LABEL = "ops";

    static final String FILLSEQ = "fillseq";
    static final String OVERWRITESOME = "overwritesome";
    static final String FLUSH_MT_L0 = "flush_mt_l0";
    static final String COMPACT = "compact";

    /** Every step of the kv workload in benchmark_compare.sh's order, under db_bench's names. */
    static final List<String> NAMES = List.of(FILLSEQ, "readrandom", "fwdrange", "revrange", "multireadrandom",
            OVERWRITESOME, FLUSH_MT_L0, "readwhilewriting", "fwdrangewhilewriting", "revrangewhilewriting",
            "overwriteandwait", "waitforcompaction", COMPACT, "readrandom2", "readrandom3");

    /** What the readers of a read step do per call. */
    enum Reads {
        GET, FORWARD, REVERSE, MULTI_GET
    }

    private final KvParameters p;

    KvSteps(KvParameters p) {
        this.p = p;
    }

    /** The steps of these names (from {@link #NAMES}), in the order given. */
    List<Step> steps(List<String> names) {
        List<Step> steps = new ArrayList<>();
        for (String name : names) {
            steps.add(step(name));
        }
        return steps;
    }

    private Step step(String name) {
        int n = p.threads();
        return switch (name) {
            case FILLSEQ -> fillseq();
            case "readrandom", "readrandom2" -> reads(name, Reads.GET, n, null);
            case "fwdrange" -> reads(name, Reads.FORWARD, n, null);
            case "revrange" -> reads(name, Reads.REVERSE, n, null);
            case "multireadrandom" -> reads(name, Reads.MULTI_GET, n, null);
            case OVERWRITESOME -> overwritesome(n);
            case FLUSH_MT_L0 -> maintenance(name, Maintenance.FLUSH_MT_L0);
            case "readwhilewriting" -> whileWriting(name, Reads.GET);
            case "fwdrangewhilewriting" -> whileWriting(name, Reads.FORWARD);
            case "revrangewhilewriting" -> whileWriting(name, Reads.REVERSE);
            case "overwriteandwait" -> overwriteandwait();
            case "waitforcompaction" -> maintenance(name, Maintenance.WAIT_FOR_COMPACTION);
            case COMPACT -> maintenance(name, Maintenance.COMPACT);
            case "readrandom3" -> reads(name, Reads.GET, n, Maintenance.COMPACT_WITHOUT_FILTERS);
            default -> throw new IllegalArgumentException("no kv step " + name);
        };
    }

    /** db_bench's fillseq: one thread puts keys 0..keys-1 in order into a new space; the step ends when done. */
    Step fillseq() {
        return new Step(FILLSEQ, new Headline(ACTOR, Unit.OPS, LABEL), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, new Step.ProgressTarget(ACTOR, Unit.OPS, p.keys()), engine -> {
                    engine.reopen();
                    engine.createTable(TableSpec.keyValue(SPACE, p.keySize(), p.valueSize()));
                    return List.of(new Actor(ACTOR, 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (t, session) -> PutWorker.sequential(session, p, random(FILLSEQ, t))));
                });
    }

    /** overwritesome: overwrite-fraction x keys puts of random keys over all threads; ends when they are done. */
    Step overwritesome(int threads) {
        long total = p.overwrites();
        return new Step(OVERWRITESOME, new Headline(ACTOR, Unit.OPS, LABEL), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, new Step.ProgressTarget(ACTOR, Unit.OPS, total), engine -> {
                    engine.reopen();
                    return List.of(new Actor(ACTOR, threads, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (t, session) -> PutWorker.random(session, p, random(OVERWRITESOME, t),
                                    total / threads + (t < total % threads ? 1 : 0))));
                });
    }

    /** The overwrite of overwriteandwait: random puts for the step's seconds (the wait is waitforcompaction). */
    Step overwriteandwait() {
        String name = "overwriteandwait";
        return timed(name, Unit.OPS, engine -> {
            engine.reopen();
            return List.of(new Actor(ACTOR, p.threads(), Pacing.CLOSED_LOOP, Role.DRIVER,
                    (t, session) -> PutWorker.random(session, p, random(name, t), Long.MAX_VALUE)));
        });
    }

    /**
     * A timed read step of {@code threads} readers after a fresh open; {@code before} (or null) is a maintenance
     * action done first, outside measurement, as readrandom3's compaction without filters.
     */
    Step reads(String name, Reads kind, int threads, Maintenance before) {
        return timed(name, kind == Reads.MULTI_GET ? Unit.ROWS : Unit.OPS, engine -> {
            if (before != null) {
                engine.maintain(before);
            }
            engine.reopen();
            return List.of(readers(name, kind, threads));
        });
    }

    /** db_bench's *whilewriting: the readers, and one writer putting random keys at writer-mb-per-sec. */
    private Step whileWriting(String name, Reads kind) {
        return timed(name, Unit.OPS, engine -> {
            engine.reopen();
            return List.of(readers(name, kind, p.threads()),
                    new Actor(WRITER, 1, new Pacing.FixedRate(p.writerPutsPerSecond()), Role.FOLLOWER,
                            (t, session) -> PutWorker.random(session, p, random(name + "/" + WRITER, t),
                                    Long.MAX_VALUE)));
        });
    }

    /** A maintenance step: one thread, one call to {@link Engine#maintain}. */
    Step maintenance(String name, Maintenance action) {
        return new Step(name, new Headline(ACTOR, Unit.OPS, LABEL), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, null, engine -> List.of(new Actor(ACTOR, 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                        (t, session) -> new MaintenanceWorker(engine, action))));
    }

    private Step timed(String name, Unit unit, Step.StepSetup setup) {
        Duration warmup = Duration.ofSeconds(p.warmupSeconds());
        return new Step(name, new Headline(ACTOR, unit, LABEL), warmup, warmup.plusSeconds(p.seconds()), List.of(),
                AfterStep.NOTHING, null, setup);
    }

    private Actor readers(String name, Reads kind, int threads) {
        return new Actor(ACTOR, threads, Pacing.CLOSED_LOOP, Role.DRIVER,
                (t, session) -> reader(kind, session, random(name, t)));
    }

    private Worker reader(Reads kind, Session session, SplittableRandom random) {
        return switch (kind) {
            case GET -> new GetWorker(session, p, random);
            case FORWARD -> new SeekWorker(session, p, false, random);
            case REVERSE -> new SeekWorker(session, p, true, random);
            case MULTI_GET -> new MultiGetWorker(session, p, random);
        };
    }

    /** A seeded generator per step name and thread, distinct and reproducible (String.hashCode is specified). */
    SplittableRandom random(String step, int thread) {
        long z = p.seed() + 0x9E3779B97F4A7C15L * (step.hashCode() * 4099L + thread + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new SplittableRandom(z ^ (z >>> 31));
    }
}
