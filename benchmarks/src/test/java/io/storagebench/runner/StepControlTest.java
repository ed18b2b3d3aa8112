package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.workload.Role;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicReference;
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
    void stepEndsAtTheLastDriversLastOperationWhenNoWorkerRunsAnyMore() throws InterruptedException {
        StepControl control = started(2, 2, Defaults.NO_DEADLINE_NANOS);
        clock.advance(5 * S); // the drivers report a little after their last operations
        control.workerEnded(Role.DRIVER, t0 + 4 * S);
        control.workerEnded(Role.DRIVER, t0 + 3 * S);

        assertThat(control.awaitEnd()).isEqualTo(t0 + 4 * S);
        assertThat(control.stopping()).isTrue();
    }

    @Test
    void withFollowersRunningTheStepEndsWhenTheLastDriverReportsNotAtItsLastOperation() throws InterruptedException {
        // the followers counted operations until now: an end at the drivers' last operation (4 s) would divide
        // a second more of their operations by the shorter time
        StepControl control = started(3, 2, Defaults.NO_DEADLINE_NANOS);
        clock.advance(5 * S);
        control.workerEnded(Role.DRIVER, t0 + 4 * S);
        control.workerEnded(Role.DRIVER, t0 + 3 * S);

        assertThat(control.stopping()).as("published by the driver's thread, not the coordinator's next poll").isTrue();
        assertThat(control.awaitEnd()).isEqualTo(t0 + 5 * S);
        assertThat(control.endedBefore(t0 + 5 * S)).as("ended with the step").isFalse();
        assertThat(control.endedBefore(t0 + 5 * S + 1)).isTrue();
    }

    @Test
    void theStopFlagIsSetBeforeTheEndTimeIsRead() throws InterruptedException {
        // a worker that reads the flag unset after its operation ended must have ended it before the end time
        AtomicReference<StepControl> holder = new AtomicReference<>();
        List<Boolean> stoppingAtReads = new CopyOnWriteArrayList<>();
        Clock observing = new Clock() {
            @Override
            public long nanoTime() {
                StepControl control = holder.get();
                stoppingAtReads.add(control != null && control.stopping());
                return clock.nanoTime();
            }

            @Override
            public long currentTimeMillis() {
                return clock.currentTimeMillis();
            }

            @Override
            public void sleepUntil(long nanoDeadline) throws InterruptedException {
                clock.sleepUntil(nanoDeadline);
            }
        };
        for (Runnable end : List.<Runnable>of(() -> holder.get().targetReached(), () -> holder.get().requestStop(),
                () -> holder.get().fail(new IllegalStateException("x"), "a"))) {
            StepControl control = new StepControl(observing, 2, 1, (line, cause) -> { });
            control.start(t0, 0, Defaults.NO_DEADLINE_NANOS, null);
            holder.set(control);
            stoppingAtReads.clear();
            clock.advance(S);
            end.run();

            assertThat(stoppingAtReads).as("the clock read that gave the end").containsExactly(true);
            assertThat(control.awaitEnd()).isEqualTo(clock.nanoTime());
        }
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
        long end = control.awaitEnd();
        clock.advance(S);
        control.requestStop();

        assertThat(control.interrupted()).isFalse();
        assertThat(control.awaitEnd()).as("nor moves its end").isEqualTo(end);
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
