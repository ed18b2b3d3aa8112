package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.MetricResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.IntToDoubleFunction;
import org.junit.jupiter.api.Test;

/** The steady-state check on synthetic per-second series: 2 warmup seconds, then 30 measured. */
class SteadyStateCheckTest {
    private static final int WARMUP = 2;
    private static final int MEASURED = 30;

    /** A step whose headline actor did {@code qps(i)} in second i, and {@code faults(i)} page faults if given. */
    private static StepResult step(IntToDoubleFunction qps, IntToDoubleFunction faults) {
        return step(MEASURED, qps, faults);
    }

    private static StepResult step(int measured, IntToDoubleFunction qps, IntToDoubleFunction faults) {
        List<Double> seconds = new ArrayList<>();
        List<Long> ops = new ArrayList<>();
        List<Double> zeros = new ArrayList<>();
        List<Boolean> warmup = new ArrayList<>();
        List<Double> faultSeries = new ArrayList<>();
        for (int i = 0; i < WARMUP + measured; i++) {
            seconds.add(i + 1.0);
            ops.add(Math.round(qps.applyAsDouble(i)));
            zeros.add(0.0);
            warmup.add(i < WARMUP);
            if (faults != null) {
                faultSeries.add(faults.applyAsDouble(i));
            }
        }
        Series series = new Series(seconds, ops, ops, zeros, zeros, zeros, warmup);
        long total = ops.subList(WARMUP, ops.size()).stream().mapToLong(Long::longValue).sum();
        ActorResult actor = new ActorResult("query", 1, "closed", 0, total, total, 0, 0, 0, 0,
                total / (double) measured, total / (double) measured, null, null, series);
        List<MetricResult> metrics = faults == null ? List.of()
                : List.of(new MetricResult("minflt_per_s.client", "faults/s", 1.0, null, faultSeries));
        return new StepResult("qr100", RunStatus.OK, "t", WARMUP + measured, WARMUP, measured,
                new HeadlineResult("query", "queries", "qps", total / (double) measured, null), List.of(actor),
                List.of(), new AfterStepResult(false, 0, 0), null, metrics, List.of());
    }

    private static List<String> check(StepResult s) {
        return new SteadyStateCheck().warnings(s);
    }

    @Test
    void aFlatSeriesIsSteady() {
        assertThat(check(step(i -> 1000, null))).isEmpty();
    }

    @Test
    void aNoisyFlatSeriesIsSteady() {
        Random random = new Random(7);
        for (int trial = 0; trial < 20; trial++) {
            double[] noise = random.doubles(WARMUP + MEASURED, -0.15, 0.15).toArray();
            assertThat(check(step(i -> 1000 * (1 + noise[i]), null))).as("trial " + trial).isEmpty();
        }
    }

    @Test
    void aRampIsNotSteadyAndTheWarningSaysByHowMuch() {
        // 1000 to 1290 over the window: about 25% of its median
        assertThat(check(step(i -> 1000 + 10 * (i - WARMUP), null))).singleElement().asString()
                .startsWith("qr100: rate rose 2").endsWith("not at a steady state, run longer");
    }

    @Test
    void aFallingRampUnderNoiseIsNotSteady() {
        Random random = new Random(11);
        double[] noise = random.doubles(WARMUP + MEASURED, -0.05, 0.05).toArray();
        assertThat(check(step(i -> (2000 - 20 * i) * (1 + noise[i]), null))).singleElement().asString()
                .contains("rate fell");
    }

    @Test
    void aStepChangeHalfwayIsNotSteady() {
        assertThat(check(step(i -> i < WARMUP + MEASURED / 2 ? 800 : 1200, null))).singleElement().asString()
                .contains("rate rose");
    }

    @Test
    void pageFaultsPerOperationFallingIsNotSteadyEvenAtAFlatRate() {
        // a cache filling: 2 faults per query at first, none at the end
        assertThat(check(step(i -> 1000, i -> i < 12 ? 2000 : i < 22 ? 500 : 100))).singleElement().asString()
                .isEqualTo("qr100: page faults/op fell from 2.0 to 0.10: not at a steady state, run longer");
    }

    @Test
    void fewFaultsPerOperationAreNoSign() {
        assertThat(check(step(i -> 1000, i -> i < 12 ? 20 : 0))).isEmpty();
    }

    @Test
    void aShortStepIsNotChecked() {
        // a steep ramp, but too few seconds to tell a trend from noise
        assertThat(check(step(Defaults.STEADY_MIN_SECONDS - 1, i -> 1000 + 100 * i, null))).isEmpty();
        assertThat(check(step(Defaults.STEADY_MIN_SECONDS, i -> 1000 + 100 * i, null))).hasSize(1);
    }

    @Test
    void theTrendOfAStraightLineIsItsSlope() {
        Trend t = Trend.of(List.of(1.0, 2.0, 3.0, 4.0, 5.0, 100.0));
        assertThat(t.slope()).isEqualTo(1.0); // one outlier does not move the median slope
        assertThat(t.z()).isPositive();
        assertThat(Trend.of(List.of(5.0, 5.0, 5.0, 5.0)).z()).isZero();
    }
}
