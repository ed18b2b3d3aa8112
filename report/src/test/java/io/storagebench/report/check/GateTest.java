package io.storagebench.report.check;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.report.compare.ComparisonException;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Measure;
import io.storagebench.results.Bundles;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.FunctionCost;
import io.storagebench.results.ProfileResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WorkloadInfo;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GateTest {
    private static ResultBundle run(double speed) {
        return Bundles.insertBenchmark("rocksdb", Map.of(), speed, 0.5, true);
    }

    private static Verdict verdict(CheckResult r, String name) {
        return r.verdicts().stream().filter(v -> v.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void identicalBundlesPass() {
        CheckResult r = Gate.check(List.of(run(1.0)), List.of(run(1.0)), CheckOptions.defaults());
        assertThat(r.passed()).isTrue();
        assertThat(r.steps()).containsExactly("l.i0", "l.i1", "qr100");
        assertThat(r.verdicts()).extracting(Verdict::name).contains("qr100 qps", "qr100 p99", "qr100 cpupq",
                "qr100 wkbpi", "qr100 dbgb", "qr100 sla", "l.i0 ips", "l.i0 status");
    }

    @Test
    void regressionBeyondThresholdWithRepeatsApartFails() {
        CheckResult r = Gate.check(List.of(run(1.0), run(1.01)), List.of(run(0.8), run(0.81)),
                CheckOptions.defaults());
        assertThat(r.passed()).isFalse();
        Verdict qps = verdict(r, "qr100 qps");
        assertThat(qps.outcome()).isEqualTo(Outcome.REGRESSION);
        assertThat(qps.message()).contains("50250 -> 40250 ops/s", "-19.9%", "threshold -5.0%",
                "outside noise: the candidate's best run is 19.0% below the baseline's worst");
        // costs per op rise as the fixture's speed drops
        assertThat(verdict(r, "qr100 cpupq").outcome()).isEqualTo(Outcome.REGRESSION);
    }

    @Test
    void beyondThresholdButOverlappingRangesIsWithinNoise() {
        CheckResult r = Gate.check(List.of(run(1.0), run(1.2)), List.of(run(0.9), run(1.05)),
                CheckOptions.defaults());
        Verdict qps = verdict(r, "qr100 qps");
        assertThat(qps.outcome()).isEqualTo(Outcome.WITHIN_NOISE);
        assertThat(qps.message()).contains("within noise");
        assertThat(r.passed()).isTrue();
    }

    @Test
    void rangesApartByLessThanTheThresholdAreWithinNoise() {
        // an unchanged rerun in turns on a loaded 2-vCPU VM: l.x ips 110679, 111511, 131648 against 87796, 105542,
        // 102078; the means 16.5% apart, the ranges 4.6% apart
        CheckResult r = Gate.check(List.of(run(1.0), run(1.0075), run(1.1895)),
                List.of(run(0.7933), run(0.9536), run(0.9223)), CheckOptions.defaults());
        Verdict qps = verdict(r, "qr100 qps");
        assertThat(qps.change()).isEqualTo("-16.5%");
        assertThat(qps.outcome()).isEqualTo(Outcome.WITHIN_NOISE);
        assertThat(qps.note()).isEqualTo("within noise: the candidate's best run is 4.6% below the baseline's worst, "
                + "not beyond the threshold");
        assertThat(r.passed()).isTrue();
    }

    @Test
    void aCostFigureIsApartWhenTheCandidatesLowestIsAboveTheBaselinesHighest() {
        Measure base = Measure.of(List.of(10.0, 12.0));
        assertThat(Gate.apartBadWay(base, Measure.of(List.of(13.2, 20.0)), Direction.LOWER_IS_BETTER))
                .isCloseTo(10.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Gate.apartBadWay(base, Measure.of(List.of(11.0, 20.0)), Direction.LOWER_IS_BETTER)).isNegative();
        assertThat(Gate.apartBadWay(Measure.of(List.of(0.0, 0.0)), Measure.of(List.of(1.0, 2.0)),
                Direction.LOWER_IS_BETTER)).isInfinite();
    }

    @Test
    void singleRunsSayTheNoiseIsUnknown() {
        CheckResult pass = Gate.check(List.of(run(1.0)), List.of(run(1.0)), CheckOptions.defaults());
        assertThat(pass.noiseKnown()).isFalse();
        assertThat(verdict(pass, "qr100 qps").note()).contains("noise unknown");
        CheckResult fail = Gate.check(List.of(run(1.0)), List.of(run(0.5)), CheckOptions.defaults());
        assertThat(verdict(fail, "qr100 qps").outcome()).isEqualTo(Outcome.REGRESSION);
        assertThat(verdict(fail, "qr100 qps").message()).contains("noise unknown");
    }

    @Test
    void aSpeedUpOrADropOfLatencyIsNeverARegression() {
        CheckResult r = Gate.check(List.of(run(1.0)), List.of(run(2.0)), CheckOptions.defaults());
        assertThat(r.passed()).isTrue();
        assertThat(verdict(r, "qr100 qps").outcome()).isEqualTo(Outcome.IMPROVED);
        assertThat(verdict(r, "qr100 p99").outcome()).isEqualTo(Outcome.IMPROVED);
        assertThat(verdict(r, "l.i0 cpupq").outcome()).isEqualTo(Outcome.IMPROVED);
    }

    @Test
    void thresholdsOnTheCommandLineOverrideTheDefaults() {
        CheckOptions generous = new CheckOptions(Thresholds.parse(List.of("qps=-60%", "throughput=-60%",
                "p99=+200%", "cpupq=+200%")), Set.of());
        assertThat(Gate.check(List.of(run(1.0)), List.of(run(0.5)), generous).passed()).isTrue();
        CheckOptions off = new CheckOptions(Thresholds.parse(List.of("throughput=off", "p99=off", "cpupq=off")),
                Set.of());
        CheckResult unjudged = Gate.check(List.of(run(1.0)), List.of(run(0.1)), off);
        assertThat(unjudged.passed()).isTrue();
        assertThat(verdict(unjudged, "qr100 qps").message()).contains("-90.0%, threshold off");
        assertThatThrownBy(() -> Thresholds.parse(List.of("qps=+5%"))).hasMessageContaining("points the good way");
        assertThatThrownBy(() -> Thresholds.parse(List.of("tpmc=5"))).hasMessageContaining("unknown figure 'tpmc'");
    }

    @Test
    void aFailedSlaFailsTheCheck() {
        ResultBundle missed = Bundles.insertBenchmark("rocksdb", Map.of(), 1.0, 0.5, false);
        CheckResult r = Gate.check(List.of(run(1.0)), List.of(missed), CheckOptions.defaults());
        assertThat(r.passed()).isFalse();
        assertThat(verdict(r, "qr100 sla").message()).contains("inserter achieved 80/s, below its SLA of 95/s");
    }

    @Test
    void aFailedOrMissingStepFailsTheCheck() {
        ResultBundle c = run(1.0);
        List<StepResult> steps = new ArrayList<>(c.steps());
        StepResult s = steps.get(1);
        steps.set(1, new StepResult(s.name(), RunStatus.FAILED, s.startedAt(), s.elapsedSeconds(),
                s.warmupSeconds(), s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), "disk full",
                s.metrics(), s.warnings()));
        steps.remove(2);
        CheckResult r = Gate.check(List.of(run(1.0)), List.of(c.with(RunStatus.FAILED, c.endedAt(), steps,
                List.of())), CheckOptions.defaults());
        assertThat(verdict(r, "l.i1 status").message()).contains("FAILED: disk full");
        assertThat(verdict(r, "qr100 status").outcome()).isEqualTo(Outcome.FAILED);
    }

    @Test
    void differingSettingsAreRefusedNamingEachUnlessAllowed() {
        ResultBundle b = run(1.0);
        ResultBundle c = withSettings(run(1.0), Map.of("clients", "1", "rows.l.i0", "40000"),
                Map.of("compression", "zstd"));
        assertThatThrownBy(() -> Gate.check(List.of(b), List.of(c), CheckOptions.defaults()))
                .isInstanceOf(ComparisonException.class)
                .hasMessageContaining("param.rows.l.i0 (unset vs 40000)")
                .hasMessageContaining("engine.compression (unset vs zstd)");
        CheckOptions allowed = new CheckOptions(Thresholds.defaults(), Set.of("param.rows.l.i0",
                "engine.compression"));
        assertThat(Gate.check(List.of(b), List.of(c), allowed).passed()).isTrue();
    }

    /** The bundle with every step profiled: the client's own CPU in {@code get} at {@code getUs} µs/op. */
    static ResultBundle profiled(ResultBundle b, double getUs) {
        List<StepResult> steps = b.steps().stream().map(s -> s.withProfiles(List.of(new ProfileResult("async",
                "client", "event=cpu", 10.0, 100L, s.name() + "/client.collapsed", null, "cpu_us_per_op.host",
                List.of(new FunctionCost("get", 50, 50, getUs, getUs), new FunctionCost("put", 50, 50, 5.0, 5.0)),
                null)))).toList();
        return b.with(b.status(), b.endedAt(), steps, b.errors());
    }

    @Test
    void aProfiledRunIsNotComparedWithAnUnprofiledOneUnlessAllowed() {
        ResultBundle b = run(1.0);
        ResultBundle c = profiled(run(1.0), 5.0);
        assertThatThrownBy(() -> Gate.check(List.of(b), List.of(c), CheckOptions.defaults()))
                .isInstanceOf(ComparisonException.class).hasMessageContaining("profiler (none vs async)");
        CheckOptions allowed = new CheckOptions(Thresholds.defaults(), Set.of("profiler"));
        assertThat(Gate.check(List.of(b), List.of(c), allowed).passed()).isTrue();
    }

    @Test
    void aRegressionOfProfiledRunsNamesTheFunctionThatGrewMost() {
        CheckResult r = Gate.check(List.of(profiled(run(1.0), 5.0)), List.of(profiled(run(0.8), 9.0)),
                CheckOptions.defaults());
        Verdict cpu = verdict(r, "qr100 cpupq");
        assertThat(cpu.outcome()).isEqualTo(Outcome.REGRESSION);
        assertThat(cpu.message()).contains("most grown: get +4.00 us/op (client)");
    }

    @Test
    void aFigureUpFromZeroIsARegressionSayingSo() {
        Measure zero = Measure.of(0.0);
        Verdict v = new Verdict("qr100", "rkbpq", "KB/op", Direction.LOWER_IS_BETTER, zero, Measure.of(4.0),
                Double.POSITIVE_INFINITY, 10.0, Outcome.REGRESSION, null);
        assertThat(v.message()).contains("0 -> 4 KB/op (up from 0, threshold +10.0%)");
    }

    @Test
    void readsBelowAKilobytePerQueryOnBothSidesAreNotJudged() {
        // the page cache's churn in a cached run: 0.001 -> 0.03 KB per query is +2900% and means nothing
        CheckResult churn = Gate.check(List.of(withReadKb(run(1.0), 0.001), withReadKb(run(1.0), 0.0011)),
                List.of(withReadKb(run(1.0), 0.03), withReadKb(run(1.0), 0.032)), CheckOptions.defaults());
        Verdict v = verdict(churn, "qr100 rkbpq");
        assertThat(v.outcome()).isEqualTo(Outcome.PASS);
        assertThat(v.note()).isEqualTo("not judged: below 1 KB/op on both sides");
        assertThat(churn.passed()).isTrue();
        // a query that now reads a page where it read none is judged
        CheckResult pages = Gate.check(List.of(withReadKb(run(1.0), 0.001), withReadKb(run(1.0), 0.0011)),
                List.of(withReadKb(run(1.0), 8.0), withReadKb(run(1.0), 8.2)), CheckOptions.defaults());
        assertThat(verdict(pages, "qr100 rkbpq").outcome()).isEqualTo(Outcome.REGRESSION);
    }

    /** The bundle with {@code kb} read per operation in every step. */
    private static ResultBundle withReadKb(ResultBundle b, double kb) {
        List<StepResult> steps = new ArrayList<>();
        for (StepResult s : b.steps()) {
            List<io.storagebench.results.MetricResult> metrics = new ArrayList<>(s.metrics());
            metrics.add(io.storagebench.results.MetricResult.of("read_kb_per_op", "KB/op", kb));
            steps.add(new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                    s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics,
                    s.warnings()));
        }
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(), b.engine(), b.workload(),
                b.startedAt(), b.endedAt(), b.status(), steps, b.errors());
    }

    private static ResultBundle withSettings(ResultBundle b, Map<String, String> params, Map<String, String> options) {
        EngineInfo e = b.engine();
        return new ResultBundle(b.schemaVersion(), b.framework(), b.host(), b.jvm(),
                new EngineInfo(e.name(), e.product(), e.version(), e.flavour(), e.configuration(), options,
                        e.cacheBytes(), e.dataDir()),
                new WorkloadInfo(b.workload().name(), b.workload().profile(), b.workload().seed(), params),
                b.startedAt(), b.endedAt(), b.status(), b.steps(), b.errors());
    }
}
