package io.storagebench.results;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Small but complete bundles for tests. */
public final class Bundles {
    private Bundles() {
    }

    public static ResultBundle sample() {
        Latency latency = new Latency(100, 12.5, 900.0, Map.of("50", 10.0, "99", 80.0), "");
        Series series = new Series(List.of(1.0, 2.0), List.of(50L, 50L), List.of(500L, 500L), List.of(10.0, 11.0),
                List.of(80.0, 81.0), List.of(900.0, 100.0), List.of(true, false));
        ActorResult query = new ActorResult("query", 1, "closed-loop", 0, 100, 1000, 0, 0, 50, 500, 50.0, 500.0,
                latency, latency, series);
        ActorResult inserter = new ActorResult("inserter", 1, "per-second-window 2/s", 2, 4, 200, 0, 0, 2, 100, 2.0,
                100.0, latency, latency, series);
        StepResult step = new StepResult("qr100", RunStatus.OK, "2026-11-22T00:00:00Z", 3.0, 1.0, 2.0,
                new HeadlineResult("query", "OPS", "qps", 50.0, 50.0), List.of(inserter, query),
                List.of(new SlaResult("inserter", "ROWS", 100, 0.95, 95, 100.0, 93.7, true)),
                new AfterStepResult(false, 0, 0), null,
                List.of(MetricResult.of("cpu_us_per_op.host", "us/op", 812.5),
                        MetricResult.of("cs_per_op.host", "cs/op", 3.25),
                        MetricResult.of("reads_per_op", "reads/op", 0.5),
                        MetricResult.of("read_kb_per_op", "KB/op", 4.0),
                        MetricResult.of("write_kb_per_insert", "KB/row", 1.5),
                        MetricResult.of("db_gb", "GB", 0.0123),
                        MetricResult.absent("cpu_us_per_op.server", "us/op", "embedded engine"),
                        new MetricResult("cs_per_s.host", "cs/s", 100.0, null, List.of(90.0, 110.0))),
                List.of());
        return bundle(engine("rocksdb", "RocksDB", Map.of()), List.of(step));
    }

    /**
     * An Insert Benchmark run with three steps (l.i0, l.i1 with a deleter, qr100 with a background inserter and its
     * SLA), real HDR histograms and efficiency metrics, its figures scaled by {@code speed} (throughput times speed,
     * costs and latencies divided by it).
     *
     * @param reads     reads per op, or null for a counter that could not be read
     * @param slaPassed whether qr100's background inserter met its SLA
     */
    public static ResultBundle insertBenchmark(String engine, Map<String, String> options, double speed, Double reads,
                                               boolean slaPassed) {
        List<StepResult> steps = List.of(
                step("l.i0", "inserter", "ROWS", "ips", 100_000 * speed, List.of("inserter"), null,
                        metrics(40 / speed, reads, 0.3, 0.01)),
                step("l.i1", "inserter", "ROWS", "ips", 20_000 * speed, List.of("inserter", "deleter"), null,
                        metrics(90 / speed, reads, 0.6, 0.02)),
                step("qr100", "query", "OPS", "qps", 50_000 * speed, List.of("inserter", "deleter", "query"),
                        new SlaResult("inserter", "ROWS", 100, 0.95, 95, slaPassed ? 99.5 : 80.0,
                                slaPassed ? 97.0 : 78.0, slaPassed), metrics(25 / speed, reads, 2.0, 0.02)));
        return bundle(engine(engine, engine.equals("postgres") ? "PostgreSQL" : "RocksDB", options), steps);
    }

    private static StepResult step(String name, String headlineActor, String unit, String label, double rate,
                                   List<String> actors, SlaResult sla, List<MetricResult> metrics) {
        double speed = rate / (label.equals("qps") ? 50_000 : name.equals("l.i0") ? 100_000 : 20_000);
        List<ActorResult> results = new ArrayList<>();
        for (int a = 0; a < actors.size(); a++) {
            String actor = actors.get(a);
            long ops = actor.equals(headlineActor) ? 1000 : 200;
            double baseMicros = actor.equals("query") ? 50 : 400 * (a + 1);
            Latency latency = latency(ops, baseMicros / speed);
            List<Double> seconds = new ArrayList<>();
            List<Long> perSecond = new ArrayList<>();
            List<Long> rows = new ArrayList<>();
            List<Double> zeros = new ArrayList<>();
            List<Boolean> warmup = new ArrayList<>();
            for (int s = 1; s <= 5; s++) {
                seconds.add((double) s);
                long r = Math.round(rate * (0.9 + 0.05 * (s % 3)));
                perSecond.add(label.equals("qps") ? r : r / 100);
                rows.add(label.equals("qps") ? r * 10 : r);
                zeros.add(latency.percentilesMicros().get("50"));
                warmup.add(s == 1);
            }
            Series series = new Series(seconds, perSecond, rows, zeros, zeros, zeros, warmup);
            results.add(new ActorResult(actor, 1, actor.equals(headlineActor) ? "closed-loop" : "per-second-window",
                    0, ops, ops * 10, 0, 0, 0, 0, rate, rate, latency, latency, series));
        }
        return new StepResult(name, RunStatus.OK, "2026-11-22T00:00:00Z", 5, 1, 4,
                new HeadlineResult(headlineActor, unit, label, rate, rate), results, sla == null ? List.of() : List.of(sla),
                new AfterStepResult(false, 0, 0), null, metrics, List.of());
    }

    /** {@code count} response times spread from a tenth of {@code typicalMicros} to 40x it, as HDR encodes them. */
    public static Latency latency(long count, double typicalMicros) {
        Histogram h = new Histogram(3);
        for (long i = 0; i < count; i++) {
            double factor = i < count * 0.9 ? 0.1 + 1.8 * i / count : 2 + 38.0 * (i - count * 0.9) / (count * 0.1);
            h.recordValue(Math.max(1, Math.round(typicalMicros * factor * 1000)));
        }
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer);
        Map<String, Double> percentiles = new LinkedHashMap<>();
        for (String p : List.of("50", "90", "99", "99.9")) {
            percentiles.put(p, h.getValueAtPercentile(Double.parseDouble(p)) / 1000.0);
        }
        return new Latency(count, h.getMean() / 1000.0, h.getMaxValue() / 1000.0, percentiles,
                Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length)));
    }

    private static List<MetricResult> metrics(double cpu, Double reads, double writeKb, double dbGb) {
        return List.of(MetricResult.of("cpu_us_per_op.host", "us/op", cpu),
                MetricResult.of("cs_per_op.host", "cs/op", cpu / 40),
                reads == null ? MetricResult.absent("reads_per_op", "reads/op", "no block device under the data directory")
                        : MetricResult.of("reads_per_op", "reads/op", reads),
                MetricResult.of("write_kb_per_insert", "KB/row", writeKb),
                MetricResult.of("db_gb", "GB", dbGb));
    }

    private static EngineInfo engine(String name, String product, Map<String, String> options) {
        Map<String, String> configuration = new LinkedHashMap<>(Map.of("block-size", "8192"));
        configuration.putAll(options);
        return new EngineInfo(name, product, name.equals("postgres") ? "15.18" : "10.4.2", "", configuration, options,
                1L << 30, "/tmp/d");
    }

    private static ResultBundle bundle(EngineInfo engine, List<StepResult> steps) {
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, new FrameworkInfo("storagebench", "1.0", "abc"),
                new HostInfo("h", 2, 1L << 30, "Linux amd64", "6.1", "cpu", "vda (254:0)", "ext4", null),
                new JvmInfo("vendor", "17", "vm", 1L << 30, List.of("-Xmx1g")), engine,
                new WorkloadInfo("insert-benchmark", "tiny", 42, Map.of("clients", "1")), "2026-11-22T00:00:00Z",
                "2026-11-22T00:00:03Z", RunStatus.OK, steps, List.of());
    }
}
