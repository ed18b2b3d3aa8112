package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.Latency;
import io.storagebench.results.RunStatus;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The per-run invariant: a headline that its own per-second series does not bear out marks the step. */
class SeriesCheckTest {

    @Test
    void queryStepThatCountedASecondTooManyQueriesIsMarked() {
        // qr100 as 0869a82 recorded it: 1 s warmup, 14 full seconds of ~150k, and a last interval of 13.6 ms holding
        // a whole second's queries
        StepResult step = step(1, 14, 150_000, 0.0136, 149_595);

        assertThat(SeriesCheck.warnings(step)).singleElement().satisfies(line -> assertThat(line)
                .startsWith("qr100: query's 160,529 ops/s over the measured 14.01 s")
                .contains("(150,000 in its 14 full seconds, +7.0%)")
                .contains("its 0.014 s interval ending at 15.014 s holds 149,595 operations"));
    }

    @Test
    void queryStepWhoseLastIntervalHoldsItsShareIsNotMarked() {
        assertThat(SeriesCheck.warnings(step(1, 14, 150_000, 0.0136, 2_040))).isEmpty();
    }

    @Test
    void aLoadStepWhosePartialLastSecondRanSlowIsNotMarked() {
        // 3 full seconds and 0.9 s that stalled: the rate over 3.9 s is 23% below the full seconds, all explained
        assertThat(SeriesCheck.warnings(step(0, 3, 1_000, 0.9, 0))).isEmpty();
    }

    @Test
    void aBurstyActorWhoseLastWindowFellIntoAShortLastIntervalIsNotMarked() {
        // a deleter following a paced inserter: 2 deletes a second, the last two 4 ms before the end; 8% above its
        // full seconds, but 2 deletes of ~100 us fit into 4 ms
        assertThat(SeriesCheck.warnings(step(1, 12, 2, 0.004, 2, 100))).isEmpty();
    }

    @Test
    void stepsWithFewerThanTwoFullMeasuredSecondsAreNotChecked() {
        assertThat(SeriesCheck.warnings(step(1, 1, 1_000, 0.01, 900_000))).isEmpty();
    }

    /** A step with one closed-loop "query" actor: warmup seconds, full seconds of {@code perSecond}, a last partial. */
    private static StepResult step(int warmup, int full, long perSecond, double lastLength, long lastOps) {
        return step(warmup, full, perSecond, lastLength, lastOps, 1e6 / perSecond);
    }

    private static StepResult step(int warmup, int full, long perSecond, double lastLength, long lastOps,
                                   double medianMicros) {
        Latency latency = new Latency(1, medianMicros, medianMicros, Map.of("50", medianMicros), "");
        List<Double> seconds = new ArrayList<>();
        List<Long> ops = new ArrayList<>();
        List<Boolean> warm = new ArrayList<>();
        for (int i = 1; i <= warmup + full; i++) {
            seconds.add((double) i);
            ops.add(perSecond);
            warm.add(i <= warmup);
        }
        seconds.add(warmup + full + lastLength);
        ops.add(lastOps);
        warm.add(false);
        List<Double> zeros = seconds.stream().map(s -> 0.0).toList();
        Series series = new Series(seconds, ops, ops, zeros, zeros, zeros, warm);
        long measuredOps = full * perSecond + lastOps;
        double measured = full + lastLength;
        ActorResult query = new ActorResult("query", 1, "closed-loop", 0, measuredOps, measuredOps, 0, 0,
                warmup * perSecond, warmup * perSecond, measuredOps / measured, measuredOps / measured, latency, latency,
                series);
        return new StepResult("qr100", RunStatus.OK, "2026-12-01T00:00:00Z", warmup + measured, warmup, measured,
                new HeadlineResult("query", "ops", "qps", measuredOps / measured, null), List.of(query), List.of(),
                new AfterStepResult(false, 0, 0), null, List.of(), List.of());
    }
}
