package io.storagebench.kv.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.Bundles;
import io.storagebench.results.KvBundles;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import java.util.List;
import org.junit.jupiter.api.Test;

class IoEfficiencyTest {
    @Test
    void readStepsGetTheirEfficiencyAgainstTheBaselineOfTheirThreadCountAndTheModelsPrediction() {
        ResultBundle bundle = KvBundles.withSteps(KvBundles.ioEfficiency(), List.of(
                KvBundles.baseline(1, 73_000, 13.0, 1.2, 4.3),
                KvBundles.baseline(6, 150_000, 30.0, 2.0, 5.0),
                KvBundles.read("readrandom.t1", 1, 30_000, 14.0, 12.0, 6.0, 12),
                KvBundles.read("readrandom.t6", 6, 60_000, 25.0, 14.0, 6.0, 12)));

        ResultBundle derived = IoEfficiency.derive(bundle);

        StepResult t1 = step(derived, "readrandom.t1");
        assertThat(value(t1, "io_eff")).isCloseTo(30_000 / 73_000.0, within(1e-9));
        assertThat(value(t1, "us_inc")).isCloseTo(12.0 - 1.2, within(1e-9));
        assertThat(value(t1, "cpu_inc")).isCloseTo(18.0 - 5.5, within(1e-9));
        // one thread: a read costs 14 us on the device and 18 us of CPU, so 1e6 / 32 reads/s
        assertThat(value(t1, "predicted_iops")).isCloseTo(31_250, within(1e-6));
        assertThat(value(t1, "measured_vs_predicted")).isCloseTo(0.96, within(1e-9));
        assertThat(t1.metric("io_eff").unit()).isEqualTo("x");
        assertThat(t1.metric("cpu_inc").unit()).isEqualTo("us/read");

        StepResult t6 = step(derived, "readrandom.t6");
        assertThat(value(t6, "io_eff")).isCloseTo(0.4, within(1e-9));
        assertThat(value(t6, "predicted_iops")).isCloseTo(6e6 / 45, within(1e-6));
        // the baseline gets the model too, without figures against itself
        StepResult base = step(derived, "baseline.t1");
        assertThat(value(base, "predicted_iops")).isCloseTo(1e6 / 18.5, within(1e-6));
        assertThat(base.metric("io_eff")).isNull();
        assertThat(step(derived, "readrandom.t1").warnings()).isEmpty();
    }

    @Test
    void aMissingInputLeavesTheFigureAbsentWithAReasonNamingIt_neverZero() {
        ResultBundle bundle = KvBundles.ioEfficiency();
        StepResult baseline = KvBundles.withMetric(bundle.steps().get(1), "cpu_user_us_per_read.host",
                MetricResult.absent("cpu_user_us_per_read.host", "us/read", "no /proc/stat"));
        StepResult read = KvBundles.withMetric(bundle.steps().get(2), "read_latency_us", null);

        ResultBundle derived = IoEfficiency.derive(KvBundles.withSteps(bundle,
                List.of(bundle.steps().get(0), baseline, read)));

        StepResult t1 = step(derived, "readrandom.t1");
        assertThat(t1.metric("us_inc").present()).isFalse();
        assertThat(t1.metric("us_inc").reason())
                .isEqualTo("cpu_user_us_per_read.host of baseline.t1 is absent (no /proc/stat)");
        assertThat(t1.metric("predicted_iops").reason()).isEqualTo("no read_latency_us in readrandom.t1");
        assertThat(t1.metric("measured_vs_predicted").reason())
                .isEqualTo("no predicted_iops: no read_latency_us in readrandom.t1");
        assertThat(value(t1, "io_eff")).isCloseTo(30_000 / 73_000.0, within(1e-9));
    }

    @Test
    void aFailedBaselineLeavesEveryFigureAgainstItAbsent_andABaselineThatReadNothingToo() {
        ResultBundle bundle = KvBundles.ioEfficiency();
        StepResult failed = KvBundles.failed(bundle.steps().get(1), "fio exited with 1");

        StepResult t1 = step(IoEfficiency.derive(KvBundles.withSteps(bundle,
                List.of(failed, bundle.steps().get(2)))), "readrandom.t1");

        for (String name : List.of("io_eff", "us_inc", "cpu_inc")) {
            assertThat(t1.metric(name).value()).isNull();
            assertThat(t1.metric(name).reason()).isEqualTo("baseline.t1 failed (fio exited with 1)");
        }
        assertThat(t1.metric("predicted_iops").present()).isTrue();

        StepResult idle = KvBundles.withMetric(bundle.steps().get(1), "reads_per_s",
                MetricResult.of("reads_per_s", "r/s", 0));
        StepResult none = step(IoEfficiency.derive(KvBundles.withSteps(bundle, List.of(idle, bundle.steps().get(2)))),
                "readrandom.t1");
        assertThat(none.metric("io_eff").reason()).isEqualTo("baseline.t1 read nothing from the device");
    }

    @Test
    void derivingTwiceGivesTheSameBundle_andOtherWorkloadsAndStepsWithoutABaselineAreLeftAlone() {
        ResultBundle bundle = withBaselineT1(KvBundles.read("readrandom.t1", 1, 30_000, 14.0, 12.0, 6.0, 20_000),
                KvBundles.read("readrandom.t2", 2, 50_000, 14.0, 12.0, 6.0, 12));
        ResultBundle once = IoEfficiency.derive(bundle);

        assertThat(IoEfficiency.derive(once)).isEqualTo(once);
        assertThat(step(once, "readrandom.t1").warnings()).hasSize(1);
        assertThat(step(once, "readrandom.t2")).isEqualTo(step(bundle, "readrandom.t2"));
        ResultBundle other = Bundles.sample();
        assertThat(IoEfficiency.derive(other)).isSameAs(other);
    }

    @Test
    void warnsWhenIndexAndFilterBlockMissesAreMoreThanOnePercentOfDataBlockMisses() {
        // 30 s at 30k reads/s: 900,000 data block misses; 1% of them is 9,000
        ResultBundle bundle = withBaselineT1(KvBundles.read("readrandom.t1", 1, 30_000, 14.0, 12.0, 6.0, 8_997),
                KvBundles.read("readrandom2.t1", 1, 30_000, 14.0, 12.0, 6.0, 20_000));

        ResultBundle derived = IoEfficiency.derive(bundle);

        assertThat(step(derived, "readrandom.t1").warnings()).isEmpty();
        assertThat(step(derived, "readrandom2.t1").warnings()).containsExactly("readrandom2.t1: 20,000 index and 3 "
                + "filter block misses against 900,000 data block misses: the cache does not hold the index and "
                + "filter blocks: the efficiency measures index misses too; give a larger --cache-size");
    }

    @Test
    void anEngineThatReadsThroughThePageCacheGetsEveryFigureAbsentSayingSo_itsBaselineKeepsTheModel() {
        ResultBundle bundle = KvBundles.onEngine(KvBundles.ioEfficiency(), "postgres", "off");

        ResultBundle derived = IoEfficiency.derive(bundle);

        StepResult t1 = step(derived, "readrandom.t1");
        for (String name : List.of("io_eff", "us_inc", "cpu_inc", "predicted_iops", "measured_vs_predicted")) {
            assertThat(t1.metric(name).present()).as(name).isFalse();
            assertThat(t1.metric(name).reason()).as(name).isEqualTo("postgres reads through the OS page cache "
                    + "(direct-reads off): the device's reads are not its reads");
        }
        assertThat(t1.metric("io_eff").unit()).isEqualTo("x");
        assertThat(value(t1, "reads_per_s")).isEqualTo(30_000);
        assertThat(value(step(derived, "baseline.t1"), "predicted_iops")).isCloseTo(1e6 / 18.5, within(1e-6));
        assertThat(IoEfficiency.derive(derived)).isEqualTo(derived);
    }

    @Test
    void anEngineWithDirectReadsOnGetsItsFigures_andABundleWithoutTheKeyIsDerivedAsBefore() {
        StepResult on = step(IoEfficiency.derive(KvBundles.onEngine(KvBundles.ioEfficiency(), "mariadb-innodb", "on")),
                "readrandom.t1");
        assertThat(value(on, "io_eff")).isCloseTo(30_000 / 73_000.0, within(1e-9));
        assertThat(KvBundles.ioEfficiency().engine().configuration()).doesNotContainKey("direct-reads");
        assertThat(value(step(IoEfficiency.derive(KvBundles.ioEfficiency()), "readrandom.t1"), "io_eff"))
                .isCloseTo(30_000 / 73_000.0, within(1e-9));
    }

    @Test
    void theBaselineToolIsReadFromTheBaselinesHeadlineLabel() {
        assertThat(IoEfficiency.baselineTool(KvBundles.ioEfficiency())).isEqualTo("fio");
        assertThat(IoEfficiency.baselineTool(KvBundles.kv())).isNull();
    }

    /** An io-efficiency bundle of fio's baseline at one thread (73k reads/s, 13 us) and the read steps. */
    private static ResultBundle withBaselineT1(StepResult... reads) {
        List<StepResult> steps = new java.util.ArrayList<>(List.of(KvBundles.baseline(1, 73_000, 13.0, 1.2, 4.3)));
        steps.addAll(List.of(reads));
        return KvBundles.withSteps(KvBundles.ioEfficiency(), steps);
    }

    /** An interleaved step with its own slice figures: reads_per_s of both sides together, io_eff the slicer's. */
    private static StepResult interleave(double median, double min, double max) {
        StepResult s = KvBundles.read("interleave.t1", 1, 20_000, 14.0, 12.0, 6.0, 12);
        s = KvBundles.withMetric(s, "io_eff", MetricResult.of("io_eff", "x", median));
        s = KvBundles.withMetric(s, "io_eff_min", MetricResult.of("io_eff_min", "x", min));
        s = KvBundles.withMetric(s, "io_eff_max", MetricResult.of("io_eff_max", "x", max));
        return KvBundles.withMetric(s, "io_eff_pairs", MetricResult.of("io_eff_pairs", "pairs", 4));
    }

    @Test
    void anInterleavedStepKeepsItsSliceMedianAndIsWarnedOnlyWhenThePairsRangeBeyondFivePercent() {
        ResultBundle bundle = KvBundles.ioEfficiency();
        List<StepResult> steps = List.of(bundle.steps().get(1), bundle.steps().get(2), interleave(0.9, 0.88, 0.93));

        ResultBundle derived = IoEfficiency.derive(KvBundles.withSteps(bundle, steps));

        StepResult quiet = step(derived, "interleave.t1");
        assertThat(value(quiet, "io_eff")).as("not reads_per_s over the baseline step's").isEqualTo(0.9);
        assertThat(quiet.metric("predicted_iops")).isNull();
        assertThat(quiet.warnings()).isEmpty();

        ResultBundle noisy = IoEfficiency.derive(KvBundles.withSteps(bundle, List.of(bundle.steps().get(1),
                interleave(0.9, 0.80, 0.93))));
        assertThat(step(noisy, "interleave.t1").warnings()).singleElement().asString()
                .startsWith("interleave.t1: io.eff 0.900 is the median of 4 pairs ranging 0.800-0.930, ±11.1%")
                .contains("±5% (IO_EFF_PAIR_SPREAD)");
        assertThat(IoEfficiency.derive(noisy)).as("deriving twice").isEqualTo(noisy);
    }

    @Test
    void anInterleavedStepOfAnEngineReadingThroughThePageCacheHasNoEfficiency() {
        ResultBundle bundle = KvBundles.onEngine(KvBundles.withSteps(KvBundles.ioEfficiency(),
                List.of(interleave(0.9, 0.88, 0.93))), "postgres", "off");

        StepResult s = step(IoEfficiency.derive(bundle), "interleave.t1");

        assertThat(s.metric("io_eff").present()).isFalse();
        assertThat(s.metric("io_eff").reason()).contains("reads through the OS page cache");
    }

    private static StepResult step(ResultBundle b, String name) {
        return b.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }

    private static double value(StepResult s, String metric) {
        MetricResult m = s.metric(metric);
        assertThat(m).as(metric).isNotNull();
        assertThat(m.reason()).as(metric).isNull();
        return m.value();
    }
}
