package io.storagebench.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.ActorResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.results.WakeupLatency;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which steps are marked as measuring the host's wake-ups rather than the engine. */
class WakeupBoundCheckTest {
    private static final WakeupLatency SLOW = new WakeupLatency(1000, 60, 90, 15, 20, 40, 60, 9, 12, 45, true);
    private static final WakeupLatency QUICK = new WakeupLatency(1000, 15, 20, 14, 19, 9, 12, 8.8, 11, 1, false);

    @Test
    void oneClientAt76UsAQueryWithA45UsWakeUpIsMarkedAndSuggestsTheQosRequest() {
        // the rate sysbench point-select reached at 1 thread alone on the VM of docs/host-wakeup.md
        List<String> warnings = new WakeupBoundCheck(SLOW, false).warnings(step(1, "closed-loop", 13_200));

        assertThat(warnings).singleElement().satisfies(line -> assertThat(line)
                .startsWith("point-query: 1 client at 75.8 us an operation, of which this host's wake-up costs 45.0 us")
                .endsWith("--cpu-latency-qos keeps idle CPUs quick to wake"));
        assertThat(new WakeupBoundCheck(SLOW, true).warnings(step(1, "closed-loop", 13_200)))
                .singleElement().satisfies(line -> assertThat(line).doesNotContain("--cpu-latency-qos"));
    }

    @Test
    void stepsWithMoreClientsPacedActorsQuickWakeUpsOrSlowOperationsAreNotMarked() {
        assertThat(new WakeupBoundCheck(SLOW, false).warnings(step(2, "closed-loop", 13_200))).isEmpty();
        assertThat(new WakeupBoundCheck(SLOW, false).warnings(step(1, "per-second-window 2/s", 13_200))).isEmpty();
        assertThat(new WakeupBoundCheck(QUICK, false).warnings(step(1, "closed-loop", 13_200))).isEmpty();
        assertThat(new WakeupBoundCheck(SLOW, false).warnings(step(1, "closed-loop", 2_000))).as("500 us a query")
                .isEmpty();
        assertThat(new WakeupBoundCheck(null, false).warnings(step(1, "closed-loop", 13_200))).isEmpty();
    }

    private static StepResult step(int threads, String pacing, long perSecond) {
        long ops = perSecond * 10;
        ActorResult client = new ActorResult("client", threads, pacing, 0, ops, ops, 0, 0, 0, 0, perSecond,
                perSecond, null, null, null);
        return new StepResult("point-query", RunStatus.OK, "2026-12-01T00:00:00Z", 10, 0, 10,
                new HeadlineResult("client", "ops", "qps", perSecond, (double) perSecond), List.of(client), List.of(),
                new AfterStepResult(false, 0, 0), null, List.of(), List.of());
    }
}
