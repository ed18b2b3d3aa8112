package io.storagebench.host;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.HostLatency;
import io.storagebench.results.LatencyQos;
import io.storagebench.results.WakeupLatency;
import java.time.Duration;
import java.util.List;
import java.util.stream.DoubleStream;
import org.junit.jupiter.api.Test;

/** The self-test runs for real over loopback and pipes; these check its structure and cleanup, never its speed. */
class WakeupSelfTestTest {
    @Test
    void theDefaultSelfTestReturnsSaneFiguresAndLeavesNoThreadRunning() {
        WakeupLatency w = new WakeupSelfTest().run();

        assertThat(w.roundTrips()).isBetween(1, WakeupSelfTest.ROUND_TRIPS);
        assertThat(DoubleStream.of(w.socketIdleMedianMicros(), w.socketIdleP99Micros(), w.socketBusyMedianMicros(),
                w.socketBusyP99Micros(), w.pipeIdleMedianMicros(), w.pipeIdleP99Micros(), w.pipeBusyMedianMicros(),
                w.pipeBusyP99Micros()).boxed().toList()).allSatisfy(v -> assertThat(v).isFinite().isPositive());
        assertThat(w.socketIdleP99Micros()).isGreaterThanOrEqualTo(w.socketIdleMedianMicros());
        assertThat(w.socketBusyP99Micros()).isGreaterThanOrEqualTo(w.socketBusyMedianMicros());
        assertThat(w.pipeIdleP99Micros()).isGreaterThanOrEqualTo(w.pipeIdleMedianMicros());
        assertThat(w.pipeBusyP99Micros()).isGreaterThanOrEqualTo(w.pipeBusyMedianMicros());
        assertThat(w.wakeupMicros()).isFinite().isGreaterThanOrEqualTo(0);
        assertThat(w.wakeupMicros())
                .isEqualTo(Math.max(0, w.socketIdleMedianMicros() - w.socketBusyMedianMicros()));
        assertThat(w.slow()).isEqualTo(WakeupSelfTest.slow(w.socketIdleMedianMicros(), w.socketBusyMedianMicros()));
        assertThat(selfTestThreadsAlive()).isEmpty();
    }

    @Test
    void aCountSmallerThanTheTimeLimitAllowsIsTimedExactly() {
        WakeupLatency w = new WakeupSelfTest(5, 20, Duration.ofSeconds(5)).run();

        assertThat(w.roundTrips()).isEqualTo(20);
        assertThat(selfTestThreadsAlive()).isEmpty();
    }

    @Test
    void aTimeLimitShorterThanTheRoundTripsStillTimesAtLeastOne() {
        WakeupLatency w = new WakeupSelfTest(0, 1_000_000, Duration.ofNanos(1)).run();

        assertThat(w.roundTrips()).isBetween(1, 1_000_000);
        assertThat(selfTestThreadsAlive()).isEmpty();
    }

    @Test
    void theBundleEntryCarriesTheFiguresAndTheQosAsGiven() {
        LatencyQos qos = CpuLatencyQos.notHeld();
        HostLatency h = new WakeupSelfTest(5, 20, Duration.ofSeconds(5)).hostLatency(qos);

        assertThat(h.wakeup()).isNotNull();
        assertThat(h.wakeupNote()).isNull();
        assertThat(h.qos()).isSameAs(qos);
    }

    @Test
    void wakeUpsAreSlowOnlyWhenBothTheRatioAndTheDifferenceAreLarge() {
        assertThat(WakeupSelfTest.slow(75, 12)).isTrue();
        assertThat(WakeupSelfTest.slow(9, 3)).isFalse(); // 3x, but only 6 us apart
        assertThat(WakeupSelfTest.slow(100, 80)).isFalse(); // 20 us apart, but 1.25x
        assertThat(WakeupSelfTest.slow(10, 20)).isFalse();
    }

    @Test
    void aStepIsMostlyWakeupWhenWakeUpsAreSlowAndTheyTakeHalfItsTimePerOperation() {
        WakeupLatency slow = latency(63, true);
        assertThat(WakeupSelfTest.mostlyWakeup(76, slow)).isTrue();
        assertThat(WakeupSelfTest.mostlyWakeup(126, slow)).isTrue(); // exactly half
        assertThat(WakeupSelfTest.mostlyWakeup(200, slow)).isFalse();
        assertThat(WakeupSelfTest.mostlyWakeup(76, latency(63, false))).isFalse();
        assertThat(WakeupSelfTest.mostlyWakeup(76, null)).isFalse();
    }

    private static WakeupLatency latency(double wakeupMicros, boolean slow) {
        return new WakeupLatency(1000, 75, 90, 12, 20, 70, 85, 10, 18, wakeupMicros, slow);
    }

    static List<String> selfTestThreadsAlive() {
        return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::getName)
                .filter(n -> n.equals(PingPong.ECHO_THREAD_NAME) || n.equals(BusyLoop.THREAD_NAME)
                        || n.startsWith("storagebench-wakeup"))
                .toList();
    }
}
