package io.storagebench.results;

import java.util.List;
import java.util.Map;

/** A small but complete bundle for tests. */
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
                new HeadlineResult("query", "OPS", "qps", 50.0), List.of(inserter, query),
                List.of(new SlaResult("inserter", "ROWS", 100, 0.95, 95, 100.0, 93.7, true)),
                new AfterStepResult(false, 0, 0), null,
                List.of(MetricResult.of("cpu_us_per_op.host", "us/op", 812.5),
                        MetricResult.of("cs_per_op.host", "cs/op", 3.25),
                        MetricResult.of("reads_per_op", "reads/op", 0.5),
                        MetricResult.of("read_kb_per_op", "KB/op", 4.0),
                        MetricResult.of("write_kb_per_insert", "KB/row", 1.5),
                        MetricResult.of("db_gb", "GB", 0.0123),
                        MetricResult.absent("cpu_us_per_op.server", "us/op", "embedded engine"),
                        new MetricResult("cs_per_s.host", "cs/s", 100.0, null, List.of(90.0, 110.0))));
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, new FrameworkInfo("storagebench", "1.0", "abc"),
                new HostInfo("h", 2, 1L << 30, "Linux amd64", "6.1", "cpu", "vda (254:0)", "ext4"),
                new JvmInfo("vendor", "17", "vm", 1L << 30, List.of("-Xmx1g")),
                new EngineInfo("rocksdb", "RocksDB", "10.4.2", "", Map.of("block-size", "8192"), Map.of(), 1L << 30,
                        "/tmp/d"),
                new WorkloadInfo("insert-benchmark", "tiny", 42, Map.of("clients", "1")), "2026-11-22T00:00:00Z",
                "2026-11-22T00:00:03Z", RunStatus.OK, List.of(step), List.of());
    }
}
