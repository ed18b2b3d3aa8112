package io.storagebench.results;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * kv and io-efficiency bundles for tests, with figures of the size a 2-vCPU VM on a virtio disk gives: fio reads 8 KB
 * at 73k/s and 13 us per read at one thread, RocksDB's readrandom reaches 30k reads/s with 18 us of host CPU per read.
 */
public final class KvBundles {
    private KvBundles() {
    }

    /** kv's overwriteandwait (probe write_amp 3.0) and the waitforcompaction after it, plus readrandom and multireadrandom. */
    public static ResultBundle kv() {
        List<StepResult> steps = List.of(
                step("readrandom", "OPS", "ops", 1, 52_000, 52_000, 18.9, latencyWithout75(52_000, 18.9),
                        metrics(Map.of("cpu_us_per_op.host", 36.0, "reads_per_op", 0.55, "read_kb_per_op", 4.4,
                                "write_kb_per_op", 0.02, "write_amp", 1.0, "space_amp", 1.1, "stall_s", 0.0))),
                // one call reads a batch of 10 keys: the rate counts keys, as db_bench's
                step("multireadrandom", "rows", "ops", 1, 9_000, 90_000, 110.0, latencyWithout75(9_000, 110.0),
                        metrics(Map.of("cpu_us_per_op.host", 20.0))),
                step("overwriteandwait", "OPS", "ops", 1, 40_000, 40_000, 24.0, Bundles.latency(40_000, 24.0),
                        metrics(Map.of("cpu_us_per_op.host", 45.0, "write_amp", 3.0, "space_amp", 1.3, "stall_s", 1.5,
                                "engine.rocksdb.flush.write.bytes", 1.0e9, "engine.rocksdb.compact.write.bytes",
                                2.0e9, "engine.rocksdb.bytes.written", 1.0e9))),
                step("waitforcompaction", "OPS", "ops", 1, 1, 1, 4_000_000.0, Bundles.latency(1, 4_000_000.0),
                        metrics(Map.of("engine.rocksdb.flush.write.bytes", 0.2e9,
                                "engine.rocksdb.compact.write.bytes", 3.0e9, "engine.rocksdb.bytes.written", 0.0))));
        return bundle("kv", steps);
    }

    /** io-efficiency at 1 thread: fio's baseline then readrandom; the cache holds index and filter blocks. */
    public static ResultBundle ioEfficiency() {
        List<StepResult> steps = new ArrayList<>();
        steps.add(step("fillseq", "OPS", "ops", 1, 400_000, 400_000, 2.4, Bundles.latency(1000, 2.4),
                metrics(Map.of("cpu_us_per_op.host", 3.1, "write_amp", 1.0))));
        steps.add(baseline(1, 73_000, 13.0, 1.2, 4.3));
        steps.add(read("readrandom.t1", 1, 30_000, 14.0, 12.0, 6.0, 12));
        return bundle("io-efficiency", steps);
    }

    /** A fio baseline at {@code threads} threads: reads/s, device latency, user and system CPU us per read. */
    public static StepResult baseline(int threads, double readsPerSecond, double latencyMicros, double user,
                                      double sys) {
        // as fio runs it: one call per 200 ms status interval, returning the reads of the interval
        StepResult s = step("baseline.t" + threads, "rows", "iops (fio)", threads, 5, readsPerSecond,
                200_000, Bundles.latency(150, 200_000), metrics(Map.of("reads_per_s", readsPerSecond,
                        "read_latency_us", latencyMicros, "read_kb_per_read", 8.0, "cpu_user_us_per_read.host", user,
                        "cpu_sys_us_per_read.host", sys, "cpu_us_per_read.host", user + sys)));
        return new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), new HeadlineResult("baseline", "rows", "iops (fio)", readsPerSecond,
                        readsPerSecond), List.of(actor("baseline", threads, s.actors().get(0))), s.slas(),
                s.after(), s.error(), s.metrics(), s.warnings());
    }

    /** A RocksDB read step: reads/s, latency, user and system CPU per read, index block misses (data: 30 s of reads). */
    public static StepResult read(String name, int threads, double readsPerSecond, double latencyMicros, double user,
                                  double sys, double indexMisses) {
        return step(name, "OPS", "ops", threads, readsPerSecond, readsPerSecond, 33.0,
                Bundles.latency(1000, 33.0), metrics(Map.of("reads_per_s", readsPerSecond, "read_latency_us",
                        latencyMicros, "read_kb_per_read", 8.0, "cpu_user_us_per_read.host", user,
                        "cpu_sys_us_per_read.host", sys, "cpu_us_per_read.host", user + sys,
                        "engine.rocksdb.block.cache.index.miss", indexMisses,
                        "engine.rocksdb.block.cache.filter.miss", 3.0,
                        "engine.rocksdb.block.cache.data.miss", readsPerSecond * 30)));
    }

    /** The step with one metric replaced (null: removed). */
    public static StepResult withMetric(StepResult s, String name, MetricResult metric) {
        List<MetricResult> metrics = new ArrayList<>(s.metrics().stream().filter(m -> !m.name().equals(name))
                .toList());
        if (metric != null) {
            metrics.add(metric);
        }
        return new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics, s.warnings());
    }

    public static StepResult failed(StepResult s, String error) {
        return new StepResult(s.name(), RunStatus.FAILED, s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), error, s.metrics(), s.warnings());
    }

    /** The bundle as written by {@code engine} whose configuration says direct-reads is {@code directReads}. */
    public static ResultBundle onEngine(ResultBundle b, String engine, String directReads) {
        EngineInfo e = b.engine();
        Map<String, String> configuration = new LinkedHashMap<>(e.configuration());
        configuration.put("direct-reads", directReads);
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), new EngineInfo(engine,
                e.product(), e.version(), e.flavour(), configuration, e.options(), e.cacheBytes(), e.dataDir()),
                b.workload(), b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
    }

    public static ResultBundle withSteps(ResultBundle b, List<StepResult> steps) {
        return b.with(b.status(), b.endedAt(), steps, b.errors());
    }

    /** Percentiles as bundles written before the runner recorded p75 have them, without a histogram. */
    private static Latency latencyWithout75(long count, double mean) {
        return new Latency(count, mean, mean * 40, Map.of("50", mean * 0.8, "99", mean * 3, "99.9", mean * 6,
                "99.99", mean * 12), "");
    }

    private static StepResult step(String name, String unit, String label, int threads, double rate, double rowRate,
                                   double meanMicros, Latency latency, List<MetricResult> metrics) {
        long ops = Math.round(rate * 30);
        long rows = Math.round(rowRate * 30);
        Latency withMean = new Latency(latency.count(), meanMicros, latency.maxMicros(), latency.percentilesMicros(),
                latency.hdrHistogram());
        ActorResult kv = new ActorResult("kv", threads, "closed-loop", 0, ops, rows, 0, 0, 0, 0, rate, rowRate,
                withMean, withMean, Series.EMPTY);
        double headline = unit.equals("rows") ? rowRate : rate;
        return new StepResult(name, RunStatus.OK, "2026-12-01T00:00:00Z", 30, 0, 30,
                new HeadlineResult("kv", unit, label, headline, headline), List.of(kv), List.of(),
                new AfterStepResult(false, 0, 0), null, metrics, List.of());
    }

    private static ActorResult actor(String name, int threads, ActorResult a) {
        return new ActorResult(name, threads, a.pacing(), a.targetOpsPerSecond(), a.ops(), a.rows(), a.errors(),
                a.retries(), a.warmupOps(), a.warmupRows(), a.opsPerSecond(), a.rowsPerSecond(), a.responseTime(),
                a.serviceTime(), a.series());
    }

    private static List<MetricResult> metrics(Map<String, Double> values) {
        List<MetricResult> out = new ArrayList<>();
        new java.util.TreeMap<>(values).forEach((k, v) -> out.add(MetricResult.of(k, unit(k), v)));
        return out;
    }

    private static String unit(String metric) {
        return metric.endsWith(".bytes") ? "bytes" : metric.startsWith("engine.") ? "count" : metric.endsWith("per_read.host") || metric.equals(
                "read_latency_us") ? "us/read" : metric.equals("reads_per_s") ? "r/s" : "x";
    }

    private static ResultBundle bundle(String workload, List<StepResult> steps) {
        ResultBundle b = Bundles.sample();
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(),
                new WorkloadInfo(workload, "tiny", 42, new LinkedHashMap<>(Map.of("threads", "1"))), b.startedAt(),
                b.endedAt(), RunStatus.OK, steps, List.of());
    }
}
