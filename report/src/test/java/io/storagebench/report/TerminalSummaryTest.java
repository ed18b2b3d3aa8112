package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.Bundles;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class TerminalSummaryTest {
    @Test
    void showsTheHeadlineRateTheBackgroundRateWithItsVerdictAndLatency() {
        String text = TerminalSummary.render(Bundles.sample());
        assertThat(text).contains("rocksdb 10.4.2", "insert-benchmark/tiny", "seed 42");
        String row = text.lines().filter(l -> l.startsWith("qr100")).findFirst().orElseThrow();
        // qps 50.0, background 100.0 rows/s against target 100, pass, p50 10 us, p99 80 us, max 0.900 ms
        // then cpupq 812.5 us, cspq 3.25, rpq 0.5, rkbpq 4.0, wkbpi 1.5 KB, dbgb 0.0123
        assertThat(row.split("\\s+")).containsExactly("qr100", "50.0", "qps", "100.0", "100", "pass", "10.0",
                "80.0", "0.900", "813", "3.25", "0.500", "4.00", "1.50", "0.012", "OK");
        assertThat(text).contains("cpupq", "cspq", "rpq", "rkbpq", "wkbpi", "dbgb");
    }

    @Test
    void anAbsentMetricShowsAsADashAndABundleWithoutMetricsLeavesTheCellsEmpty() {
        ResultBundle bundle = Bundles.sample();
        StepResult step = bundle.steps().get(0);
        List<MetricResult> absent = List.of(MetricResult.absent("cpu_us_per_op.host", "us/op", "no Linux /proc"));
        String dashes = TerminalSummary.render(withStep(bundle, withMetrics(step, absent)));
        String row = dashes.lines().filter(l -> l.startsWith("qr100")).findFirst().orElseThrow();
        assertThat(row.split("\\s+")).endsWith("-", "-", "-", "-", "-", "-", "OK");

        String none = TerminalSummary.render(withStep(bundle, withMetrics(step, List.of())));
        String plain = none.lines().filter(l -> l.startsWith("qr100")).findFirst().orElseThrow();
        assertThat(plain.split("\\s+")).containsExactly("qr100", "50.0", "qps", "100.0", "100", "pass", "10.0",
                "80.0", "0.900", "OK");
    }

    private static StepResult withMetrics(StepResult s, List<MetricResult> metrics) {
        return new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics);
    }

    private static ResultBundle withStep(ResultBundle b, StepResult step) {
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(), b.workload(),
                b.startedAt(), b.endedAt(), b.status(), List.of(step), b.errors());
    }
}
