package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.workload.Pacing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The pacers alone, on a virtual clock: due times and sleeps exactly as the reference tools schedule them. */
class PacerTest {
    private static final long MS = 1_000_000L;
    private static final long S = 1_000_000_000L;
    private final FakeClock clock = new FakeClock();
    private final long start = clock.nanoTime();

    @Test
    void perSecondWindowSleepsBeforeTheFirstWindowLikeTheReference() throws InterruptedException {
        Pacer pacer = Pacer.of(Pacing.perSecondWindow(2), clock, Sleeper.on(clock), start);

        assertThat(pacer.awaitNext()).isTrue();
        assertThat(clock.nanoTime() - start).as("r = 0 sleeps: the last check was the worker's start").isEqualTo(S);
        assertThat(pacer.dueAt()).isEqualTo(start + S);
        assertThat(pacer.awaitNext()).isTrue();
        assertThat(pacer.dueAt()).as("every op of a window is due at its start").isEqualTo(start + S);
        assertThat(clock.nanoTime() - start).isEqualTo(S);
    }

    @Test
    void perSecondWindowDoesNotCatchUpAfterASlowWindow() throws InterruptedException {
        Pacer pacer = Pacer.of(Pacing.perSecondWindow(2), clock, Sleeper.on(clock), start);
        List<Long> due = new ArrayList<>();
        long[] costs = {800 * MS, 800 * MS, MS, MS, MS, MS};
        for (long cost : costs) {
            pacer.awaitNext();
            due.add((pacer.dueAt() - start) / MS);
            clock.advance(cost);
        }
        // window 1 at 1.0 s took 1.6 s; window 2 starts at once at 2.6 s, window 3 a second later: nothing recovered
        assertThat(due).containsExactly(1000L, 1000L, 2600L, 2600L, 3600L, 3600L);
    }

    @Test
    void perSecondWindowSkipsTheSleepWhenTheWindowTookAtLeastTheMinimum() throws InterruptedException {
        Pacer pacer = Pacer.of(Pacing.perSecondWindow(1), clock, Sleeper.on(clock), start);
        pacer.awaitNext();
        clock.advance(960 * MS); // >= 0.95 s: no sleep, the next window starts now
        pacer.awaitNext();
        assertThat(pacer.dueAt() - start).isEqualTo(1960 * MS);
        clock.advance(940 * MS); // < 0.95 s: sleep until 1 s after the last check
        pacer.awaitNext();
        assertThat(pacer.dueAt() - start).isEqualTo(2960 * MS);
    }

    @Test
    void fixedRateDueTimesAreStartPlusIOverRateAndLateOpsCatchUp() throws InterruptedException {
        Pacer pacer = Pacer.of(new Pacing.FixedRate(10), clock, Sleeper.on(clock), start);
        List<Long> due = new ArrayList<>();
        List<Long> started = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            pacer.awaitNext();
            due.add((pacer.dueAt() - start) / MS);
            started.add((clock.nanoTime() - start) / MS);
            clock.advance(i == 0 ? 550 * MS : 10 * MS);
        }
        assertThat(due).containsExactly(0L, 100L, 200L, 300L, 400L, 500L, 600L, 700L, 800L, 900L);
        // op 0 overran to 550 ms: ops 1..5 go at once, back to back, then the schedule holds again
        assertThat(started).containsExactly(0L, 550L, 560L, 570L, 580L, 590L, 600L, 700L, 800L, 900L);
    }

    @Test
    void fixedRateDoesNotDriftOverManyOps() throws InterruptedException {
        Pacer pacer = Pacer.of(new Pacing.FixedRate(3), clock, Sleeper.on(clock), start);
        for (int i = 0; i <= 300_000; i++) {
            pacer.awaitNext();
        }
        assertThat(pacer.dueAt() - start).isEqualTo(100_000 * S);
    }

    @Test
    void pacersStopWhenTheSleeperRefuses() throws InterruptedException {
        Sleeper never = t -> false;
        assertThat(Pacer.of(Pacing.perSecondWindow(5), clock, never, start).awaitNext()).isFalse();
        Pacer fixed = Pacer.of(new Pacing.FixedRate(1), clock, never, start);
        assertThat(fixed.awaitNext()).as("op 0 is due now: no sleep needed").isTrue();
        assertThat(fixed.awaitNext()).isFalse();
    }

    @Test
    void closedLoopOpsAreDueWhenAskedFor() throws InterruptedException {
        Pacer pacer = Pacer.of(Pacing.CLOSED_LOOP, clock, Sleeper.on(clock), start);
        clock.advance(123);
        assertThat(pacer.awaitNext()).isTrue();
        assertThat(pacer.dueAt()).isEqualTo(start + 123);
        assertThat(clock.nanoTime()).isEqualTo(start + 123);
    }

    @Test
    void pacingIsDescribedAsResultsSpellIt() {
        assertThat(Pacer.describe(Pacing.CLOSED_LOOP)).isEqualTo("closed-loop");
        assertThat(Pacer.describe(Pacing.perSecondWindow(2))).isEqualTo("per-second-window 2/s");
        assertThat(Pacer.describe(new Pacing.FixedRate(1000))).isEqualTo("fixed-rate 1000/s");
        assertThat(Pacer.describe(new Pacing.FixedRate(2.5))).isEqualTo("fixed-rate 2.5/s");
    }
}
