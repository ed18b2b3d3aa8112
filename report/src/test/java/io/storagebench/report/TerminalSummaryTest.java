package io.storagebench.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.Bundles;
import io.storagebench.results.HostInfo;
import io.storagebench.results.HostLatency;
import io.storagebench.results.LatencyQos;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import io.storagebench.results.WakeupLatency;
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

    @Test
    void saysWhichWindowTheRatesDivideByAndListsEveryStepsWarnings() {
        ResultBundle bundle = Bundles.sample();
        StepResult warned = bundle.steps().get(0).withWarnings(List.of("qr100: query's rate disagrees"));
        String text = TerminalSummary.render(withStep(bundle, warned));

        assertThat(text).contains("rates: per second of each step's measured window, warmup excluded");
        assertThat(text).contains(System.lineSeparator() + "warning: qr100: query's rate disagrees");
    }

    @Test
    void listsTheStepsWhoseActorsRetriedWithHowMany() {
        ResultBundle bundle = Bundles.sample();
        StepResult step = bundle.steps().get(0);
        assertThat(TerminalSummary.render(bundle)).doesNotContain("retries:");

        List<ActorResult> retried = step.actors().stream().map(a -> a.name().equals("query") ? a
                : new ActorResult(a.name(), a.threads(), a.pacing(), a.targetOpsPerSecond(), a.ops(), a.rows(),
                        a.errors(), 7, a.warmupOps(), a.warmupRows(), a.opsPerSecond(), a.rowsPerSecond(),
                        a.responseTime(), a.serviceTime(), a.series())).toList();
        StepResult withRetries = new StepResult(step.name(), step.status(), step.startedAt(), step.elapsedSeconds(),
                step.warmupSeconds(), step.measuredSeconds(), step.headline(), retried, step.slas(), step.after(),
                step.error(), step.metrics(), step.warnings());

        assertThat(TerminalSummary.render(withStep(bundle, withRetries))).contains(System.lineSeparator()
                + "retries: qr100: inserter 7 (retryable errors, each operation run again)");
    }

    @Test
    void showsTheHostsWakeUpSelfTestAndSuggestsTheQosRequestOnlyWhenWakeUpsAreSlowAndItIsNotHeld() {
        WakeupLatency slow = new WakeupLatency(1000, 60.2, 90, 15.1, 20, 40, 60, 9, 12, 45.1, true);
        WakeupLatency quick = new WakeupLatency(1000, 14.9, 20, 14.1, 19, 9, 12, 8.8, 11, 0.8, false);
        LatencyQos notHeld = new LatencyQos(false, -1, "none", "menu");
        LatencyQos held = new LatencyQos(true, 0, "haltpoll", "haltpoll");

        assertThat(hostLine(new HostLatency(slow, null, notHeld))).isEqualTo("host wake-up: loopback round trip "
                + "60.2 us idle, 15.1 us with a CPU kept busy: slow, 1-client figures measure the host "
                + "(--cpu-latency-qos keeps idle CPUs quick to wake)");
        assertThat(hostLine(new HostLatency(slow, null, held))).isEqualTo("host wake-up: loopback round trip 60.2 us "
                + "idle, 15.1 us with a CPU kept busy, CPU latency QoS held at 0 us: slow, 1-client figures measure "
                + "the host");
        assertThat(hostLine(new HostLatency(quick, null, notHeld))).isEqualTo("host wake-up: loopback round trip "
                + "14.9 us idle, 14.1 us with a CPU kept busy");
        assertThat(hostLine(new HostLatency(null, "no loopback", notHeld)))
                .isEqualTo("host wake-up: not measured (no loopback)");
    }

    private static String hostLine(HostLatency latency) {
        ResultBundle b = Bundles.sample();
        HostInfo h = b.host();
        HostInfo host = new HostInfo(h.hostname(), h.cpus(), h.memoryBytes(), h.os(), h.kernel(), h.cpuModel(),
                h.storageDevice(), h.filesystem(), latency);
        ResultBundle with = new ResultBundle(b.schemaVersion(), b.framework(), host, b.jvm(), b.engine(),
                b.workload(), b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
        return TerminalSummary.render(with).lines().filter(l -> l.startsWith("host wake-up:")).findFirst()
                .orElseThrow();
    }

    private static StepResult withMetrics(StepResult s, List<MetricResult> metrics) {
        return new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics, s.warnings());
    }

    private static ResultBundle withStep(ResultBundle b, StepResult step) {
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(), b.workload(),
                b.startedAt(), b.endedAt(), b.status(), List.of(step), b.errors());
    }
}
