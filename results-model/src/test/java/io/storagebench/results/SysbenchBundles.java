package io.storagebench.results;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/** sysbench bundles for report tests: the load, point-query.warm and the 32 tests the published reports show. */
public final class SysbenchBundles {
    /** The 32 tests in run order, as the workload names them. */
    public static final List<String> TESTS = List.of("update-inlist", "update-index", "update-nonindex",
            "update-one", "update-zipf", "write-only", "read-write_range=10", "read-write_range=100", "scan",
            "read-only_range=10", "read-only_range=100", "read-only_range=10000", "read-only-simple", "read-only-sum",
            "read-only-order", "read-only-distinct", "read-only-count", "point-query", "random-points_range=10",
            "random-points_range=100", "random-points_range=1000", "hot-points", "points-covered-pk",
            "points-notcovered-pk", "range-covered-pk", "range-notcovered-pk", "points-covered-si",
            "points-notcovered-si", "range-covered-si", "range-notcovered-si", "delete", "insert");

    private SysbenchBundles() {
    }

    /**
     * A sysbench run of {@code tests} (after the load and point-query.warm) with each test's QPS, host CPU
     * microseconds and context switches per query as the functions give them.
     */
    public static ResultBundle run(String engine, String version, Map<String, String> params, List<String> tests,
                                   ToDoubleFunction<String> qps, ToDoubleFunction<String> cpu,
                                   ToDoubleFunction<String> cs) {
        List<String> all = new ArrayList<>(List.of("load", "point-query.warm"));
        all.addAll(tests);
        List<StepResult> steps = new ArrayList<>();
        for (String test : all) {
            steps.add(new StepResult(test, RunStatus.OK, "2026-12-01T00:00:00Z", 7, 2, 5,
                    new HeadlineResult("client", "OPS", "qps", qps.applyAsDouble(test), qps.applyAsDouble(test)),
                    List.of(), List.of(), new AfterStepResult(false, 0, 0), null,
                    List.of(MetricResult.of("cpu_us_per_op.host", "us/op", cpu.applyAsDouble(test)),
                            MetricResult.of("cs_per_op.host", "cs/op", cs.applyAsDouble(test))), List.of()));
        }
        return new ResultBundle(ResultBundle.SCHEMA_VERSION, new FrameworkInfo("storagebench", "1.0", "abc"),
                new HostInfo("h", 8, 1L << 30, "Linux amd64", "6.1", "cpu", "vda (254:0)", "ext4", null),
                new JvmInfo("vendor", "17", "vm", 1L << 30, List.of("-Xmx1g")),
                new EngineInfo(engine, engine, version, "", Map.of(), Map.of(), 1L << 30, "/tmp/d"),
                new WorkloadInfo("sysbench", "tiny", 42, params), "2026-12-01T00:00:00Z", "2026-12-01T00:10:00Z",
                RunStatus.OK, steps, List.of());
    }
}
