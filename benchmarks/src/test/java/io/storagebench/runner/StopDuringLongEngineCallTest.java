package io.storagebench.runner;

import static io.storagebench.runner.Steps.driver;
import static io.storagebench.runner.Steps.untimed;
import static io.storagebench.runner.Steps.withAfter;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Worker;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 49: Ctrl-C during a long engine call (RocksDB's index build in l.x) that sees only an interrupt. The step ends
 * INTERRUPTED, not FAILED; a call that ignores even the interrupt is left running and reported, so the engine is not
 * closed under it; a stop interrupts the after-step quiesce too.
 */
@Timeout(20)
class StopDuringLongEngineCallTest {
    private final StubEngine engine = new StubEngine();

    @Test
    void aStopDuringACallThatEndsOnlyOnInterruptEndsTheStepInterrupted() throws InterruptedException {
        StepRunner runner = new StepRunner(
                RunnerSettings.defaults().withStopTimes(Duration.ofMillis(100), Duration.ofSeconds(10)));
        CountDownLatch inside = new CountDownLatch(1);
        StubWorkers indexBuild = new StubWorkers((i, ctx) -> {
            inside.countDown();
            try {
                new CountDownLatch(1).await(); // blind to stopping(), as one engine call over millions of rows
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineInterruptedException("stub: index build interrupted");
            }
            return 1;
        });
        Thread stopper = Steps.stopWhen(inside, runner);
        StepResult result = runner.run(engine, untimed("l.x", driver("index", Pacing.CLOSED_LOOP, indexBuild)),
                ProgressListener.NONE);
        stopper.join();

        assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(result.error()).isNull();
        assertThat(result.warnings()).isEmpty();
        assertThat(indexBuild.finished.get()).isEqualTo(1);
        assertThat(runner.threadsStillRunning()).isEmpty();
    }

    @Test
    void aCallThatIgnoresTheInterruptIsLeftRunningAndTheStepStaysInterrupted() throws InterruptedException {
        StepRunner runner = new StepRunner(
                RunnerSettings.defaults().withStopTimes(Duration.ofMillis(50), Duration.ofMillis(200)));
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        StubWorkers deaf = StubWorkers.deafUntil(inside, release);
        Thread stopper = Steps.stopWhen(inside, runner);
        try {
            StepResult result = runner.run(engine, untimed("l.x", driver("index", Pacing.CLOSED_LOOP, deaf)),
                    ProgressListener.NONE);
            stopper.join();

            assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
            assertThat(result.error()).isNull();
            assertThat(result.warnings()).singleElement().asString().contains("sb-l.x-index-0")
                    .contains("may still be inside the engine");
            assertThat(runner.threadsStillRunning()).as("the engine must stay open").containsExactly("sb-l.x-index-0");
        } finally {
            release.countDown();
        }
        while (!runner.threadsStillRunning().isEmpty()) {
            Thread.sleep(5);
        }
    }

    @Test
    void aStopDuringTheAfterStepQuiesceInterruptsItAndTheStepIsInterrupted() throws InterruptedException {
        StepRunner runner = new StepRunner(RunnerSettings.defaults());
        CountDownLatch quiescing = new CountDownLatch(1);
        engine.quiesceWaitsForInterrupt = quiescing;
        StubWorkers load = new StubWorkers((i, ctx) -> i >= 10 ? Worker.DONE : 1);
        Thread stopper = Steps.stopWhen(quiescing, runner);
        StepResult result = runner.run(engine, withAfter(untimed("l.i2", driver("inserter", Pacing.CLOSED_LOOP,
                load)), new AfterStep(true, Duration.ofMinutes(20))), ProgressListener.NONE);
        stopper.join();

        assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(result.error()).isNull();
        assertThat(result.actor("inserter").ops()).isEqualTo(10);
        assertThat(Thread.currentThread().isInterrupted()).as("the stop's interrupt is not left behind").isFalse();
    }
}
