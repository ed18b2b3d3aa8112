package io.storagebench.results;

import java.nio.ByteBuffer;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;

/**
 * Shard bundles of one Insert Benchmark run for merge tests: each shard ran qr100 (1 s of warmup, 3 s measured) with
 * a background inserter at 100 rows/s under its SLA and one query client whose response times are the values a test
 * gives, so the merged histogram can be compared with one that recorded every value.
 */
public final class ShardBundles {
    /** When shard steps start, give or take their offsets. */
    public static final Instant START = Instant.parse("2026-12-02T01:00:00Z");
    /** The background inserter's target per shard (rows/s), and the SLA's share of it. */
    public static final double INSERT_TARGET = 100;
    public static final double SLA_SHARE = 0.95;
    /** Queries each shard ran in the warmup second. */
    public static final long WARMUP_QUERIES = 10;
    /** Server CPU per query as each shard sees it, and the engine's commit count over the window. */
    public static final double SERVER_US_PER_OP = 50;
    public static final double COMMITS = 5000;

    private ShardBundles() {
    }

    /**
     * Shard {@code index} of {@code count} of run {@code runId} on {@code host}, its step started {@code offsetMillis}
     * after {@link #START} and measured for {@code measuredSeconds} after a second of warmup.
     *
     * @param queryMicros   the query client's response times (one query each), in microseconds
     * @param cpuUsPerOp    the host's CPU per query (the client JVM's is half of it)
     * @param insertsPerSecond the background inserter's achieved rate (its SLA passes at 95 and more)
     */
    public static ResultBundle shard(String runId, int index, int count, String host, long offsetMillis,
                                     double measuredSeconds, long[] queryMicros, double cpuUsPerOp,
                                     double insertsPerSecond) {
        long queries = queryMicros.length;
        double elapsed = 1 + measuredSeconds;
        long insertRows = Math.round(insertsPerSecond * measuredSeconds);
        Latency queryLatency = latency(queryMicros);
        ActorResult inserter = new ActorResult("inserter", 1, "per-second-window 10/s", INSERT_TARGET, insertRows / 10,
                insertRows, 0, 0, 10, 100, insertRows / 10.0 / measuredSeconds, insertRows / measuredSeconds,
                latency(new long[] {500, 600}), latency(new long[] {400, 500}),
                series(elapsed, 10, insertRows / 10, 0));
        ActorResult query = new ActorResult("query", 1, "closed-loop", 0, queries, queries * 10, 0, 0,
                WARMUP_QUERIES, WARMUP_QUERIES * 10, queries / measuredSeconds, queries * 10 / measuredSeconds,
                queryLatency, queryLatency, series(elapsed, WARMUP_QUERIES, queries, queryLatency.maxMicros()));
        List<MetricResult> metrics = List.of(
                MetricResult.of("cpu_us_per_op.host", "us/op", cpuUsPerOp),
                MetricResult.of("cpu_us_per_op.client", "us/op", cpuUsPerOp / 2),
                MetricResult.of("cpu_us_per_op.server", "us/op", SERVER_US_PER_OP),
                MetricResult.of("write_kb_per_insert", "KB/row", 2.0),
                MetricResult.of("engine.pg.xact_commit", "count", COMMITS),
                MetricResult.of("db_gb", "GB", 1.0 + index / 1000.0),
                new MetricResult("cpu_busy_pct.host", "%", 40.0 + index, null,
                        List.of(30.0 + index, 40.0 + index, 40.0 + index, 40.0 + index)),
                MetricResult.of("read_latency_us", "us", 100.0 + index));
        double threshold = Math.round(SLA_SHARE * INSERT_TARGET);
        SlaResult sla = new SlaResult("inserter", "rows", INSERT_TARGET, SLA_SHARE, threshold, insertsPerSecond,
                insertsPerSecond * 0.9, insertsPerSecond >= threshold);
        Instant started = START.plusMillis(offsetMillis);
        StepResult step = new StepResult("qr100", RunStatus.OK, started.toString(), elapsed, 1, measuredSeconds,
                new HeadlineResult("query", "ops", "qps", queries / measuredSeconds,
                        (queries + WARMUP_QUERIES) / elapsed),
                List.of(inserter, query), List.of(sla), new AfterStepResult(false, 0, 0), null, metrics, List.of());
        ResultBundle b = Bundles.sample();
        Map<String, String> parameters = new LinkedHashMap<>(Map.of("clients", String.valueOf(count), "rows.l.i0",
                "1000"));
        return new ResultBundle(b.schemaVersion(), b.framework(),
                new HostInfo(host, 4, 1L << 33, "Linux amd64", "6.1", "cpu", "vda (254:0)", "ext4", null), b.jvm(),
                new EngineInfo("postgres", "PostgreSQL", "16.4", "", Map.of(), Map.of("jdbc-url",
                        "jdbc:postgresql://db:5432/bench"), 1L << 30, ""),
                new WorkloadInfo("insert-benchmark", "tiny", 42, parameters,
                        new ShardInfo(runId, index, count, START.toString())),
                started.toString(), started.plusMillis(Math.round(elapsed * 1000)).toString(), RunStatus.OK,
                List.of(step), List.of());
    }

    /** The bundle with another workload, seed or parameters (for refusals). */
    public static ResultBundle withWorkload(ResultBundle b, WorkloadInfo workload) {
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(), workload,
                b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
    }

    /** Response times recorded one each, as the runner keeps them: nanoseconds, 3 significant digits. */
    public static Latency latency(long[] micros) {
        Histogram h = new Histogram(3);
        for (long m : micros) {
            h.recordValue(m * 1000);
        }
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer);
        Map<String, Double> percentiles = new LinkedHashMap<>();
        for (String p : List.of("50", "90", "99", "99.9")) {
            percentiles.put(p, h.getValueAtPercentile(Double.parseDouble(p)) / 1000.0);
        }
        return new Latency(h.getTotalCount(), h.getMean() / 1000.0, h.getMaxValue() / 1000.0, percentiles,
                Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length)));
    }

    /**
     * A second of warmup with {@code warmupOps}, then the measured seconds (the last one partial) sharing
     * {@code ops} as evenly as whole numbers allow; rows are ten per operation.
     */
    private static Series series(double elapsed, long warmupOps, long ops, double maxMicros) {
        List<Double> seconds = new ArrayList<>(List.of(1.0));
        List<Long> count = new ArrayList<>(List.of(warmupOps));
        int measured = (int) Math.ceil(elapsed - 1 - 1e-9);
        for (int s = 1; s <= measured; s++) {
            seconds.add(Math.min(elapsed, 1.0 + s));
            count.add(ops * s / measured - ops * (s - 1) / measured);
        }
        List<Long> rows = count.stream().map(c -> c * 10).toList();
        List<Double> max = count.stream().map(c -> c > 0 ? maxMicros : 0.0).toList();
        List<Boolean> warmup = new ArrayList<>();
        for (int i = 0; i < seconds.size(); i++) {
            warmup.add(i == 0);
        }
        return new Series(seconds, count, rows, max, max, max, warmup);
    }
}
