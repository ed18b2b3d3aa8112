package io.storagebench.kv;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Role;
import io.storagebench.workload.Shard;
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
    private final Shard shard;
    /** This shard's client threads of the read and write steps, numbered as in the whole run. */
    private final Shard.Block threads;
    /** The keys this shard's fillseq writes. */
    private final Shard.Block keys;

    /** The steps of the whole run. */
    KvSteps(KvParameters p) {
        this(p, Shard.WHOLE);
    }

    /**
     * The steps of one shard: fillseq writes its range of the keys, the read and write steps run its block of the
     * threads (threads must divide by the shards) over all the keys, overwritesome's puts are those of its threads,
     * and the *whilewriting writer puts at writer-mb-per-sec divided by the shards. Maintenance steps are engine-wide
     * and run in every shard.
     *
     * @throws InvalidParameterException when threads do not divide by the shards, or there are fewer keys than shards
     */
    KvSteps(KvParameters p, Shard shard) {
        this.p = p;
        this.shard = shard;
        this.threads = shard.block(p.threads(), "threads");
        this.keys = shard.range(p.keys());
        if (keys.size() < 1) {
            throw new InvalidParameterException("keys=" + p.keys() + " cannot be split into " + shard.count()
                    + " shards: each shard's fillseq needs keys to write");
        }
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
        int n = threads.sizeInt();
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

    /**
     * db_bench's fillseq: one thread puts keys 0..keys-1 (a shard: its range of them) in order into a new space; the
     * step ends when done.
     */
    Step fillseq() {
        return new Step(FILLSEQ, new Headline(ACTOR, Unit.OPS, LABEL), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, new Step.ProgressTarget(ACTOR, Unit.OPS, keys.size()), engine -> {
                    engine.reopen();
                    engine.createTable(TableSpec.keyValue(SPACE, p.keySize(), p.valueSize()));
                    return List.of(new Actor(ACTOR, 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (t, session) -> PutWorker.sequential(session, p, random(FILLSEQ, shard.index() + t),
                                    keys.first(), keys.size())));
                });
    }

    /**
     * overwritesome: overwrite-fraction x keys puts of random keys over all threads (of all shards); ends when they
     * are done.
     */
    Step overwritesome(int mine) {
        int first = this.threads.firstInt();
        long puts = 0;
        for (int t = first; t < first + mine; t++) {
            puts += overwritesomePuts(t);
        }
        return new Step(OVERWRITESOME, new Headline(ACTOR, Unit.OPS, LABEL), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, puts > 0 ? new Step.ProgressTarget(ACTOR, Unit.OPS, puts) : null, engine -> {
                    engine.reopen();
                    return List.of(new Actor(ACTOR, mine, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (i, session) -> PutWorker.random(session, p, random(OVERWRITESOME, first + i),
                                    overwritesomePuts(first + i))));
                });
    }

    /** The puts of overwritesome's thread {@code thread} (of the whole run's): an even share of them. */
    long overwritesomePuts(int thread) {
        long total = p.overwrites();
        int all = p.threads();
        return total / all + (thread < total % all ? 1 : 0);
    }

    /** The overwrite of overwriteandwait: random puts for the step's seconds (the wait is waitforcompaction). */
    Step overwriteandwait() {
        String name = "overwriteandwait";
        return timed(name, Unit.OPS, engine -> {
            engine.reopen();
            return List.of(new Actor(ACTOR, threads.sizeInt(), Pacing.CLOSED_LOOP, Role.DRIVER,
                    (i, session) -> PutWorker.random(session, p, random(name, threads.firstInt() + i),
                            Long.MAX_VALUE)));
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

    /**
     * db_bench's *whilewriting: the readers, and one writer putting random keys at writer-mb-per-sec (a shard's
     * writer at its share of that rate).
     */
    private Step whileWriting(String name, Reads kind) {
        return timed(name, Unit.OPS, engine -> {
            engine.reopen();
            return List.of(readers(name, kind, threads.sizeInt()),
                    new Actor(WRITER, 1, new Pacing.FixedRate(shard.rate(p.writerPutsPerSecond())), Role.FOLLOWER,
                            (t, session) -> PutWorker.random(session, p, random(name + "/" + WRITER,
                                    shard.index() + t), Long.MAX_VALUE)));
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

    private Actor readers(String name, Reads kind, int mine) {
        return new Actor(ACTOR, mine, Pacing.CLOSED_LOOP, Role.DRIVER,
                (i, session) -> reader(kind, session, random(name, threads.firstInt() + i)));
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
