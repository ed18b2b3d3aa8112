package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.workload.Role;
import org.junit.jupiter.api.Test;

/** The end rules in isolation: which time ends a step, and which operations still count. */
class StepControlTest {
    private static final long S = 1_000_000_000L;
    private final FakeClock clock = new FakeClock();
    private final long t0 = clock.nanoTime();

    private StepControl started(int threads, int drivers, long durationNanos) {
        StepControl control = new StepControl(clock, threads, drivers, (line, cause) -> { });
        control.start(t0, 0, durationNanos, null);
        return control;
    }

    @Test
    void stepEndsAtTheLastDriversLastOperationAndLaterFollowerOpsDoNotCount() throws InterruptedException {
        StepControl control = started(3, 2, Defaults.NO_DEADLINE_NANOS);
        control.workerEnded(Role.DRIVER, t0 + 4 * S);
        control.workerEnded(Role.DRIVER, t0 + 3 * S);
        clock.advance(5 * S); // the coordinator notices later

        assertThat(control.awaitEnd()).isEqualTo(t0 + 4 * S);
        assertThat(control.stopping()).isTrue();
        assertThat(control.endedBefore(t0 + 4 * S)).as("ended with the step").isFalse();
        assertThat(control.endedBefore(t0 + 4 * S + 1)).isTrue();
    }

    @Test
    void aDurationStepEndsAtItsDeadlineEvenWhenAnOperationOverran() throws InterruptedException {
        StepControl control = started(1, 1, 10 * S);
        clock.advance(12 * S);

        assertThat(control.awaitEnd()).isEqualTo(t0 + 10 * S);
    }

    @Test
    void theFirstFailureWinsAndStopsTheStep() throws InterruptedException {
        StepControl control = started(2, 1, Defaults.NO_DEADLINE_NANOS);
        clock.advance(2 * S);
        control.fail(new IllegalStateException("first"), "actor a, thread 0");
        control.fail(new IllegalStateException("second"), "actor a, thread 1");

        assertThat(control.stopping()).isTrue();
        assertThat(control.error()).isEqualTo("java.lang.IllegalStateException: first (actor a, thread 0)");
        assertThat(control.awaitEnd()).isEqualTo(t0 + 2 * S);
    }

    @Test
    void failuresWhileWorkersAreInterruptedAreSideEffectsNotErrors() {
        StepControl control = started(1, 1, Defaults.NO_DEADLINE_NANOS);
        control.beginInterrupting();
        control.fail(new RuntimeException("connection closed by interrupt"), "actor a, thread 0");

        assertThat(control.error()).isNull();
    }

    @Test
    void aStopAfterTheEndConditionDoesNotMakeTheStepInterrupted() throws InterruptedException {
        StepControl control = started(1, 1, Defaults.NO_DEADLINE_NANOS);
        control.workerEnded(Role.DRIVER, t0 + S);
        control.awaitEnd();
        control.requestStop();

        assertThat(control.interrupted()).isFalse();
    }

    @Test
    void pacedSleepsRefuseToWaitPastTheDeadline() throws InterruptedException {
        StepControl control = started(1, 1, 10 * S);

        assertThat(control.sleepUntil(t0 + 10 * S)).isFalse();
        assertThat(clock.nanoTime()).as("did not sleep at all").isEqualTo(t0);
        assertThat(control.sleepUntil(t0 + 3 * S)).isTrue();
        assertThat(clock.nanoTime()).isEqualTo(t0 + 3 * S);
    }

    @Test
    void oneLineErrorsFoldNewlines() {
        assertThat(StepControl.oneLine(new RuntimeException("a\n  b\r\nc"))).isEqualTo("java.lang.RuntimeException: a b c");
        assertThat(StepControl.oneLine(new NullPointerException())).isEqualTo("java.lang.NullPointerException");
    }
}
