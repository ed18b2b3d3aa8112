package io.storagebench.kv;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.Maintenance;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.EngineRequest;
import io.storagebench.workload.Headline;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Load;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * The IO-efficiency study (Small Datum, "How efficient is RocksDB for IO-bound workloads"): an engine's readrandom
 * (point reads by primary key) with O_DIRECT reads and a cache that holds the index (and filter) blocks but few data
 * blocks, beside a queue-depth-1 O_DIRECT random-read baseline of the same filesystem at the same thread count, whose
 * reads are as large as the engine's (8 KB blocks of RocksDB and MyRocks, 16 KB pages of InnoDB); the report divides
 * the read steps' storage reads per second by the baseline's. RocksDB reads uncompressed, block-aligned blocks;
 * MariaDB runs its {@code io-bound} profile; PostgreSQL runs too, but reads through the OS page cache, so its
 * efficiency is absent. Profiles {@code tiny} (default, about two and a half minutes on a small VM) and {@code ssd}
 * (20M keys, 512 MiB cache, 60 s reads).
 */
public final class IoEfficiency extends ProfiledWorkload {
    public static final String NAME = "io-efficiency";
    static final List<String> PROFILES = List.of("tiny", "ssd");
    /** The actor of the baseline steps. */
    static final String BASELINE = "baseline";
    /** The steps where the baseline and the engine's reads take turns, and their driver actor. */
    static final String INTERLEAVE = "interleave";
    static final String SLICER = "slicer";
    /** The MariaDB profile with O_DIRECT reads (engines/mysql's profiles/<flavour>/io-bound.conf). */
    static final String MARIADB_PROFILE = "io-bound";

    public IoEfficiency() {
        super(NAME, "an engine's O_DIRECT readrandom IOPS against an O_DIRECT queue-depth-1 random-read baseline of "
                + "the same filesystem (fio when installed, else Java), at each thread count, after flush and "
                + "compaction", PROFILES, parameterSpecs());
    }

    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values) {
        List<Integer> threads = threads(values);
        KvParameters p = KvParameters.forIoEfficiency(values, threads.stream().max(Integer::compare).orElseThrow());
        boolean blockAlign = values.bool("block-align");
        long cacheBytes = values.longIn("cache-mb", 1, 1L << 30) << 20;
        EngineRequest engine = request(blockAlign, cacheBytes);
        return new WorkloadPlan(NAME, profile, values.asMap(), p.seed(), Set.of(Capability.KEY_VALUE),
                steps(p, threads, FioBaseline.onPath(), engine, Slicing.of(values)),
                List.of(KeyValueBenchmark.fillseqLoad(p),
                        // the baseline's file is as large as the database while it is read
                        new Load(BASELINE + suffix(threads.get(0)), p.keys(), p.pairBytes(), "keys")), engine);
    }

    /**
     * The engines and what each is asked: RocksDB reads uncompressed 8 KB blocks (block-aligned unless
     * {@code blockAlign} is false) with O_DIRECT; MariaDB's io-bound profile reads InnoDB's 16 KB pages or MyRocks'
     * 8 KB blocks with O_DIRECT; PostgreSQL's 8 KB pages come through the OS page cache (it runs, the report says why
     * it has no efficiency). The cache becomes each engine's block cache, buffer pool or shared_buffers.
     */
    static EngineRequest request(boolean blockAlign, long cacheBytes) {
        Map<String, EngineRequest.Tuning> engines = Map.of(
                "rocksdb", new EngineRequest.Tuning(Map.of("direct-io", "on", "compression", "none",
                        "block-align", blockAlign ? "on" : "off", "block-size", String.valueOf(Defaults.BLOCK_BYTES)),
                        Defaults.BLOCK_BYTES),
                "mariadb-innodb", new EngineRequest.Tuning(Map.of("profile", MARIADB_PROFILE),
                        Defaults.INNODB_PAGE_BYTES),
                "mariadb-myrocks", new EngineRequest.Tuning(Map.of("profile", MARIADB_PROFILE), Defaults.BLOCK_BYTES),
                "postgres", new EngineRequest.Tuning(Map.of(), Defaults.POSTGRES_PAGE_BYTES));
        return new EngineRequest(engines, cacheBytes, true, "the IO-efficiency study reads an engine's blocks with "
                + "O_DIRECT and counts the block device's reads");
    }

    /**
     * fillseq, overwritesome and flush_mt_l0 (a deterministic LSM shape), then per thread count the baseline,
     * readrandom, and the two interleaved in slices; compact, readrandom2 per thread count; readrandom3 per thread
     * count after a compaction without filter blocks (done by the first one's setup).
     */
    static List<Step> steps(KvParameters p, List<Integer> threads, boolean fio, EngineRequest request,
                            Slicing slicing) {
        KvSteps kv = new KvSteps(p);
        List<Step> steps = new ArrayList<>(List.of(kv.fillseq(), kv.overwritesome(p.threads()),
                kv.maintenance(KvSteps.FLUSH_MT_L0, Maintenance.FLUSH_MT_L0)));
        for (int n : threads) {
            steps.add(baseline(p, kv, n, fio, request));
            steps.add(afterBaseline(kv.reads("readrandom" + suffix(n), KvSteps.Reads.GET, n, null)));
            steps.add(interleave(p, kv, n, fio, request, slicing));
        }
        steps.add(kv.maintenance(KvSteps.COMPACT, Maintenance.COMPACT));
        for (int n : threads) {
            steps.add(kv.reads("readrandom2" + suffix(n), KvSteps.Reads.GET, n, null));
        }
        for (int n : threads) {
            steps.add(kv.reads("readrandom3" + suffix(n), KvSteps.Reads.GET, n,
                    n == threads.get(0) ? Maintenance.COMPACT_WITHOUT_FILTERS : null));
        }
        return steps;
    }

    static String suffix(int threads) {
        return ".t" + threads;
    }

    /**
     * The baseline at {@code n} threads on a file as large as the database, for the warmup and seconds of a read
     * step: with fio, one worker that runs fio's n jobs and counts their reads per status interval (its warmup at
     * least {@link Defaults#FIO_MIN_WARMUP_SECONDS}, for fio's start-up); without, n Java readers. Its reads are as
     * large as the engine's, which the setup learns from the engine it is given (the plan is built before the
     * engine is chosen).
     */
    static Step baseline(KvParameters p, KvSteps kv, int n, boolean fio, EngineRequest request) {
        String name = BASELINE + suffix(n);
        Duration warmup = Duration.ofSeconds(fio ? Math.max(p.warmupSeconds(), Defaults.FIO_MIN_WARMUP_SECONDS)
                : p.warmupSeconds());
        Duration duration = warmup.plusSeconds(p.seconds());
        Headline headline = fio ? new Headline(BASELINE, Unit.ROWS, "iops (fio)")
                : new Headline(BASELINE, Unit.OPS, "iops (java O_DIRECT)");
        return new Step(name, headline, warmup, duration, List.of(), AfterStep.NOTHING, null, engine -> {
            long dbBytes = engine.storageStats().sizeBytes().orElse(p.keys() * p.pairBytes());
            BaselineFiles files = BaselineFiles.create(BaselineFiles.dirBeside(engine),
                    Math.max(dbBytes, Defaults.BASELINE_MIN_BYTES), readBytes(request, engine), fio ? 1 : n,
                    kv.random(name, -1));
            return List.of(fio
                    ? new Actor(BASELINE, 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (t, session) -> new FioBaseline(files, n,
                                    duration.toSeconds() + Defaults.FIO_MARGIN_SECONDS))
                    : new Actor(BASELINE, n, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (t, session) -> new DirectReadBaseline(files, kv.random(name, t))));
        });
    }

    /**
     * The slices of an interleaved step.
     *
     * @param slices how many, even: rounds of a baseline slice and an engine slice
     * @param sliceMillis how long each is
     */
    record Slicing(int slices, long sliceMillis) {
        static Slicing of(ParameterSet values) {
            int slices = values.intIn("slices", 2, 100_000);
            if (slices % 2 != 0) {
                throw new InvalidParameterException("parameter slices must be even (rounds of a baseline and an "
                        + "engine slice), not " + slices);
            }
            long millis = Math.round(values.doubleIn("slice-seconds", 0.001, 86_400) * 1000);
            if (millis <= 2 * Defaults.SLICE_WARMUP_MILLIS) {
                throw new InvalidParameterException("parameter slice-seconds must be above "
                        + 2 * Defaults.SLICE_WARMUP_MILLIS / 1000.0 + " (each slice's first "
                        + Defaults.SLICE_WARMUP_MILLIS + " ms are not counted), not " + values.string("slice-seconds"));
            }
            return new Slicing(slices, millis);
        }
    }

    /**
     * The baseline and the engine's readrandom at {@code n} threads taking turns in slices ({@link Slices}), on a
     * baseline file as large as the database: the engine's readers and the Java baseline wait for their side's turn
     * between two reads, fio is stopped and continued. A slicer drives it, counting the device's reads per slice;
     * the step ends after its last slice. Its headline is the engine's gets per second over the whole step, half
     * of which they wait.
     */
    static Step interleave(KvParameters p, KvSteps kv, int n, boolean fio, EngineRequest request, Slicing slicing) {
        String name = INTERLEAVE + suffix(n);
        long fioSeconds = (slicing.slices() * slicing.sliceMillis() + Defaults.FIO_READY_MILLIS) / 1000
                + Defaults.FIO_MARGIN_SECONDS;
        return new Step(name, new Headline(KvSteps.ACTOR, Unit.OPS, KvSteps.LABEL + " (interleaved)"), Duration.ZERO,
                null, List.of(), AfterStep.NOTHING, null, engine -> {
                    BaselineFiles.remove(BaselineFiles.dirBeside(engine));
                    engine.reopen();
                    Path dir = BaselineFiles.dirBeside(engine);
                    long dbBytes = engine.storageStats().sizeBytes().orElse(p.keys() * p.pairBytes());
                    BaselineFiles files = BaselineFiles.create(dir, Math.max(dbBytes, Defaults.BASELINE_MIN_BYTES),
                            readBytes(request, engine), fio ? 1 : n, kv.random(name, -1));
                    Interleave turns = new Interleave();
                    DeviceReads device = null;
                    String noDevice = null;
                    try {
                        device = DeviceReads.of(dir, Path.of("/proc/diskstats"));
                        device.reads();
                    } catch (RuntimeException e) {
                        device = null;
                        noDevice = e.getMessage();
                    }
                    DeviceReads counter = device;
                    String why = noDevice;
                    SliceWorker.Turns driven = new SliceWorker.Turns() {
                        @Override
                        public void turn(Slices.Side side) throws InterruptedException {
                            turns.turn(side);
                        }

                        @Override
                        public boolean awaitBaseline(OpContext ctx) throws InterruptedException {
                            return turns.awaitBaseline(fio, Defaults.FIO_READY_MILLIS, ctx);
                        }
                    };
                    return List.of(new Actor(SLICER, 1, Pacing.CLOSED_LOOP, Role.DRIVER,
                                    (t, session) -> new SliceWorker(slicing.slices(),
                                            TimeUnit.MILLISECONDS.toNanos(slicing.sliceMillis()),
                                            TimeUnit.MILLISECONDS.toNanos(Defaults.SLICE_WARMUP_MILLIS),
                                            SliceWorker.SYSTEM_TIMER, counter, why, driven)),
                            fio ? new Actor(BASELINE, 1, Pacing.CLOSED_LOOP, Role.FOLLOWER,
                                    (t, session) -> new FioBaseline(files, n, fioSeconds, turns))
                                    : new Actor(BASELINE, n, Pacing.CLOSED_LOOP, Role.FOLLOWER,
                                    (t, session) -> new GatedWorker(new DirectReadBaseline(files,
                                            kv.random(name, t)), Slices.Side.BASELINE, turns)),
                            new Actor(KvSteps.ACTOR, n, Pacing.CLOSED_LOOP, Role.FOLLOWER,
                                    (t, session) -> new GatedWorker(new GetWorker(session, p,
                                            kv.random(name + "/" + KvSteps.ACTOR, t)), Slices.Side.ENGINE, turns)));
                });
    }

    /** The size of the engine's reads as the request gives it; RocksDB's block when it does not say. */
    static int readBytes(EngineRequest request, Engine engine) {
        int bytes = request.tuning(engine.identity().name()).readBytes();
        return bytes > 0 ? bytes : Defaults.BLOCK_BYTES;
    }

    /** The step after a baseline removes what a failed baseline step may have left, before its own setup. */
    private static Step afterBaseline(Step step) {
        return new Step(step.name(), step.headline(), step.warmup(), step.duration(), step.slas(), step.after(),
                step.progress(), (Engine engine) -> {
                    BaselineFiles.remove(BaselineFiles.dirBeside(engine));
                    return step.setup().prepare(engine);
                });
    }

    private static List<Integer> threads(ParameterSet values) {
        Set<Integer> distinct = new LinkedHashSet<>();
        for (long n : values.longList("threads", 1, 4096)) {
            if (!distinct.add((int) n)) {
                throw new InvalidParameterException("parameter threads lists " + n + " twice: '"
                        + values.string("threads") + "'");
            }
        }
        return List.copyOf(distinct);
    }

    private static List<ParameterSpec> parameterSpecs() {
        List<ParameterSpec> specs = new ArrayList<>(List.of(
                spec("keys", "keys fillseq writes, 0 .. keys-1: the data must be far larger than the cache",
                        "1M", "20M"),
                spec("threads", "comma-separated thread counts: a baseline and read steps for each; overwritesome "
                        + "runs the largest", "1,2", "1,6").list(),
                spec("seconds", "measured seconds of each read and baseline step", 5, 60),
                spec("warmup", "seconds at the start of each timed step excluded from measurement", 1, 5),
                spec("cache-mb", "block cache in MiB the workload asks for: far below the data, above its index "
                        + "and filter blocks (the run's --cache-size still wins)", 16, 512),
                spec("slices", "slices of each interleave step, even: rounds of a baseline and an engine slice, "
                        + "the order swapped each round", 16, 12),
                spec("slice-seconds", "seconds of each slice of an interleave step, its first "
                        + Defaults.SLICE_WARMUP_MILLIS + " ms not counted", 3, 5),
                spec("block-align", "RocksDB's block_align: true, or false for the comparison without it (the "
                        + "other engines have no such option)",
                        "true")));
        specs.addAll(KvParameters.dataSpecs(PROFILES));
        return List.copyOf(specs);
    }

    private static ParameterSpec spec(String name, String description, Object... values) {
        return ParameterSpec.of(PROFILES, name, description, values);
    }
}
