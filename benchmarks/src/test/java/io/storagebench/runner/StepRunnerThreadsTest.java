package io.storagebench.runner;

import static io.storagebench.runner.Steps.driver;
import static io.storagebench.runner.Steps.follower;
import static io.storagebench.runner.Steps.timed;
import static io.storagebench.runner.Steps.untimed;
import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Worker;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Real threads on the real clock, short steps: how steps end and stop. Behaviour only, never speed. */
@Timeout(20)
class StepRunnerThreadsTest {
    private final StubEngine engine = new StubEngine();
    private final StepRunner runner = new StepRunner(
            RunnerSettings.defaults().withStopTimes(Duration.ofMillis(200), Duration.ofSeconds(5)));

    @Test
    void followersAreStoppedBetweenOperationsWhenTheDriversAreDone() {
        BlockingQueue<Long> handOff = new ArrayBlockingQueue<>(8);
        StubWorkers inserter = new StubWorkers((i, ctx) -> {
            if (i >= 5_000) {
                return Worker.DONE;
            }
            handOff.put(i); // the deleter follows with at most 8 batches of lag
            return 10;
        });
        StubWorkers deleter = new StubWorkers((i, ctx) -> {
            Long batch = null;
            while (batch == null && !ctx.stopping()) {
                batch = handOff.poll(5, TimeUnit.MILLISECONDS);
            }
            ctx.serviceStartsNow();
            return batch == null ? 0 : 10;
        });
        StubWorkers reader = new StubWorkers((i, ctx) -> 1);
        StepResult result = runner.run(engine, untimed("l.i1",
                driver("inserter", Pacing.CLOSED_LOOP, inserter),
                follower("deleter", Pacing.CLOSED_LOOP, deleter),
                new Actor("reader", 2, Pacing.CLOSED_LOOP, Role.FOLLOWER, reader)), ProgressListener.NONE);

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(result.actor("inserter").ops()).isEqualTo(5_000);
        // at most 8 queued batches and the one in hand are left when the inserter is done; work after the step's
        // end does not count
        assertThat(result.actor("deleter").rows()).isBetween(49_910L, 50_000L);
        assertThat(result.actor("reader").ops()).isPositive();
        assertThat(result.actor("reader").threads()).isEqualTo(2);
        assertThat(inserter.finished.get() + deleter.finished.get() + reader.finished.get()).isEqualTo(4);
        assertThat(engine.closed.get()).isEqualTo(4);
    }

    @Test
    void aBlockedFollowerIsInterruptedAfterTheGraceAndTheStepStillSucceeds() {
        CountDownLatch blocked = new CountDownLatch(1);
        StubWorkers stuck = new StubWorkers((i, ctx) -> {
            blocked.countDown();
            new CountDownLatch(1).await(); // ignores stopping(): only an interrupt ends it
            return 0;
        });
        StubWorkers work = new StubWorkers((i, ctx) -> {
            blocked.await(); // end only once the follower is stuck in its operation
            return i >= 1_000 ? Worker.DONE : 1;
        });
        StepResult result = runner.run(engine, untimed("l.i1",
                driver("inserter", Pacing.CLOSED_LOOP, work), follower("waiter", Pacing.CLOSED_LOOP, stuck)),
                ProgressListener.NONE);

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(result.error()).isNull();
        assertThat(stuck.finished.get()).isEqualTo(1);
        assertThat(engine.closed.get()).isEqualTo(2);
    }

    @Test
    void requestStopEndsTheStepAsInterruptedAndKeepsTheCounts() throws InterruptedException {
        CountDownLatch busy = new CountDownLatch(1);
        StubWorkers endless = new StubWorkers((i, ctx) -> {
            if (i == 10_000) {
                busy.countDown();
            }
            return 2;
        });
        Thread stopper = Steps.stopWhen(busy, runner);
        StepResult result = runner.run(engine, untimed("l.i0", driver("inserter", Pacing.CLOSED_LOOP, endless)),
                ProgressListener.NONE);
        stopper.join();

        assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(result.actor("inserter").ops()).isGreaterThanOrEqualTo(10_000);
        assertThat(result.actor("inserter").rows()).isEqualTo(2 * result.actor("inserter").ops());
        assertThat(result.actor("inserter").responseTime().count()).isEqualTo(result.actor("inserter").ops());
        assertThat(endless.finished.get()).isEqualTo(1);
        assertThat(runner.run(engine, untimed("next", driver("x", Pacing.CLOSED_LOOP, endless)),
                ProgressListener.NONE).status()).as("a stop is final").isEqualTo(RunStatus.INTERRUPTED);
    }

    @Test
    void requestStopWakesPacedWorkersWithoutWaitingForTheirNextWindow() {
        AtomicLong calls = new AtomicLong();
        StubWorkers slowRate = new StubWorkers((i, ctx) -> {
            calls.incrementAndGet();
            return 1;
        });
        Thread stopper = new Thread(() -> {
            while (calls.get() == 0) {
                Thread.onSpinWait();
            }
            runner.requestStop();
        });
        stopper.start();
        StepResult result = runner.run(engine, untimed("qr1",
                driver("inserter", new Pacing.FixedRate(0.01), slowRate)), ProgressListener.NONE);

        assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(result.actor("inserter").ops()).isEqualTo(1);
        assertThat(slowRate.finished.get()).isEqualTo(1);
    }

    @Test
    void theSamplerThreadTakesOneSamplePerSecondAndAPartialLastOne() {
        List<Progress> ticks = new CopyOnWriteArrayList<>();
        StubWorkers work = new StubWorkers((i, ctx) -> {
            Thread.sleep(1);
            return 1;
        });
        StepResult result = runner.run(engine, timed("kv", Duration.ofMillis(1_300),
                driver("reader", Pacing.CLOSED_LOOP, work), follower("other", new Pacing.FixedRate(100), work)),
                new ProgressListener() {
                    @Override
                    public void tick(Progress progress) {
                        ticks.add(progress);
                    }
                });

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(result.elapsedSeconds()).isEqualTo(1.3);
        assertThat(result.actor("reader").series().seconds()).containsExactly(1.0, 1.3);
        assertThat(result.actor("other").series().seconds()).containsExactly(1.0, 1.3);
        assertThat(ticks).extracting(Progress::elapsedSeconds).containsExactly(1.0, 1.3);
        assertThat(result.actor("reader").series().ops().stream().mapToLong(Long::longValue).sum())
                .isEqualTo(result.actor("reader").ops());
        assertThat(Thread.getAllStackTraces().keySet()).noneMatch(t -> t.getName().startsWith("sb-kv-"));
    }

    @Test
    void aWorkerThatIgnoresInterruptsFailsTheStepAfterTheAbandonTime() {
        StepRunner impatient = new StepRunner(
                RunnerSettings.defaults().withStopTimes(Duration.ofMillis(50), Duration.ofMillis(100)));
        CountDownLatch release = new CountDownLatch(1);
        CountDownLatch blocked = new CountDownLatch(1);
        StubWorkers deaf = StubWorkers.deafUntil(blocked, release);
        StubWorkers work = new StubWorkers((i, ctx) -> {
            blocked.await();
            return i >= 10 ? Worker.DONE : 1;
        });
        try {
            StepResult result = impatient.run(engine, untimed("l.i1",
                    driver("inserter", Pacing.CLOSED_LOOP, work), follower("deaf", Pacing.CLOSED_LOOP, deaf)),
                    ProgressListener.NONE);

            assertThat(result.status()).isEqualTo(RunStatus.FAILED);
            assertThat(result.error()).contains("did not stop").contains("sb-l.i1-deaf-0");
            assertThat(result.actor("inserter").ops()).isEqualTo(10);
        } finally {
            release.countDown();
        }
    }

    @Test
    void workerThreadsAreNamedAfterStepActorAndIndex() {
        List<String> names = new CopyOnWriteArrayList<>();
        StubWorkers work = new StubWorkers((i, ctx) -> {
            names.add(Thread.currentThread().getName());
            return Worker.DONE;
        });
        runner.run(engine, untimed("l.i0", new Actor("inserter", 2, Pacing.CLOSED_LOOP, Role.DRIVER, work)),
                ProgressListener.NONE);

        assertThat(names).containsExactlyInAnyOrder("sb-l.i0-inserter-0", "sb-l.i0-inserter-1");
    }
}
