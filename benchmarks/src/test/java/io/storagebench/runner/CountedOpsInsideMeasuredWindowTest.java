package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;
import static org.assertj.core.api.Assertions.withinPercentage;

import io.storagebench.results.ActorResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Every operation a step counts happened inside the window its rates divide by, however the step ends. Pins the query
 * steps' over-count: the paced inserter's DONE came a pacing window after its last batch, the step's end was set back
 * to that batch, and the query thread's operations of the window in between were counted (about one second too many,
 * so qps was high by a second's worth; the runs before and after are in docs/measurement-window.md). Each case
 * checks, per actor, that count / measured seconds agrees with the per-second series' full measured seconds within
 * 1%, that the series tiles the step with no interval holding more than its share, and that the recorded elapsed
 * time is the time the step took.
 */
@Timeout(60)
class CountedOpsInsideMeasuredWindowTest {
    private static final Duration QUERY_COST = Duration.ofMillis(1);
    private static final int WARMUP_SECONDS = 2;
    private static final int MEASURED_SECONDS = 12;
    private static final int ROWS_PER_SECOND = 100;
    private static final int BATCH = 50;

    private final PassiveClock clock = new PassiveClock();
    private final StubEngine engine = new StubEngine();
    private final StepRunner runner = new StepRunner(clock.settings());
    private final BlockingQueue<Long> handOff = new ArrayBlockingQueue<>(8);
    private final AtomicBoolean insertsDone = new AtomicBoolean();

    @Test
    void queryStepEndsAtTheInsertersLastBatchAndCountsNoQueryAfterIt() {
        long rows = (long) ROWS_PER_SECOND * (WARMUP_SECONDS + MEASURED_SECONDS);
        Step step = queryStep(new Step.ProgressTarget("inserter", Unit.ROWS, rows));

        long before = clock.nanoTime();
        StepResult result = runner.run(engine, step, ProgressListener.NONE);
        double took = (clock.nanoTime() - before) / 1e9;

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(result.measuredSeconds()).as("the inserter's last window starts at %d s", MEASURED_SECONDS)
                .isCloseTo(MEASURED_SECONDS, within(0.1));
        assertThat(took).as("the step took its recorded time (plus the query in flight)")
                .isCloseTo(result.elapsedSeconds(), within(0.01 * result.elapsedSeconds()));
        assertCountsMatchTheirSeries(result, "query", false);
        assertCountsMatchTheirSeries(result, "inserter", true);
        assertNoIntervalHoldsMoreThanItsShare(result.actor("query"));
        assertThat(result.actor("inserter").rows()).isEqualTo((long) ROWS_PER_SECOND * MEASURED_SECONDS);
        assertThat(result.headline().value()).isCloseTo(1000 * result.actor("query").ops()
                / (result.measuredSeconds() * 1000), within(1e-9));
        assertThat(result.headline().value()).as("1 ms a query").isCloseTo(1000, withinPercentage(2));
        assertThat(result.warnings()).as("the run's own series check").isEmpty();
    }

    @Test
    void withoutAProgressTargetTheStepEndsWhenTheLastDriverReportsAndCountsNoQueryAfterThat() {
        StepResult result = runner.run(engine, queryStep(null), ProgressListener.NONE);

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertCountsMatchTheirSeries(result, "query", false);
        assertNoIntervalHoldsMoreThanItsShare(result.actor("query"));
    }

    @Test
    void closedLoopDriverWithAFollowerCountsNoFollowerOperationAfterTheDriversEnd() {
        Actor inserter = new Actor("inserter", 1, Pacing.CLOSED_LOOP, Role.DRIVER, (i, session) -> new Worker() {
            private long n;

            @Override
            public long run(io.storagebench.workload.OpContext ctx) {
                if (n++ >= 7_500) {
                    return DONE;
                }
                clock.advance(Duration.ofMillis(2));
                LockSupport.parkNanos(20_000);
                return 5;
            }
        });
        Step step = new Step("l.i2", new Headline("query", Unit.OPS, "qps"), Duration.ofSeconds(WARMUP_SECONDS), null,
                List.of(), AfterStep.NOTHING, null, engine -> List.of(inserter, query()));

        long before = clock.nanoTime();
        StepResult result = runner.run(engine, step, ProgressListener.NONE);
        double took = (clock.nanoTime() - before) / 1e9;

        assertThat(result.status()).isEqualTo(RunStatus.OK);
        assertThat(took).isCloseTo(result.elapsedSeconds(), within(0.01 * result.elapsedSeconds()));
        assertCountsMatchTheirSeries(result, "query", false);
        assertNoIntervalHoldsMoreThanItsShare(result.actor("query"));
    }

    @Test
    void aStopRequestEndsTheWindowWhereItCameAndCountsNothingAfterIt() throws InterruptedException {
        Thread stopper = new Thread(() -> {
            while (clock.nanoTime() - FakeClock.ORIGIN < Duration.ofMillis(9_000).toNanos()) {
                LockSupport.parkNanos(100_000);
            }
            runner.requestStop();
        });
        stopper.start();
        long before = clock.nanoTime();
        StepResult result = runner.run(engine, queryStep(null), ProgressListener.NONE);
        double took = (clock.nanoTime() - before) / 1e9;
        stopper.join();

        assertThat(result.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(took).isCloseTo(result.elapsedSeconds(), within(0.01 * result.elapsedSeconds()));
        assertCountsMatchTheirSeries(result, "query", false);
        assertNoIntervalHoldsMoreThanItsShare(result.actor("query"));
    }

    @Test
    void aFailureEndsTheWindowWhereItCameAndCountsNothingAfterIt() {
        // fails once the others have taken the clock past 8 s, without taking any of it itself
        Actor failing = new Actor("failing", 1, Pacing.CLOSED_LOOP, Role.FOLLOWER, (i, session) -> ctx -> {
            clock.sleepUntil(FakeClock.ORIGIN + Duration.ofSeconds(8).toNanos());
            throw new IllegalStateException("engine gone");
        });
        Step base = queryStep(null);
        Step step = new Step(base.name(), base.headline(), base.warmup(), null, List.of(), AfterStep.NOTHING, null,
                engine -> {
                    List<Actor> actors = new ArrayList<>(base.setup().prepare(engine));
                    actors.add(failing);
                    return actors;
                });

        long before = clock.nanoTime();
        StepResult result = runner.run(engine, step, ProgressListener.NONE);
        double took = (clock.nanoTime() - before) / 1e9;

        assertThat(result.status()).isEqualTo(RunStatus.FAILED);
        assertThat(took).isCloseTo(result.elapsedSeconds(), within(0.01 * result.elapsedSeconds()));
        assertCountsMatchTheirSeries(result, "query", false);
        assertNoIntervalHoldsMoreThanItsShare(result.actor("query"));
    }

    /** qr100's shape: a paced inserter (2 batches of 50 a window), a deleter following it, a query thread. */
    private Step queryStep(Step.ProgressTarget target) {
        long batches = (long) ROWS_PER_SECOND * (WARMUP_SECONDS + MEASURED_SECONDS) / BATCH;
        Actor inserter = new Actor("inserter", 1, Pacing.perSecondWindow(ROWS_PER_SECOND / BATCH), Role.DRIVER,
                (i, session) -> new Worker() {
                    private long n;

                    @Override
                    public long run(io.storagebench.workload.OpContext ctx) throws InterruptedException {
                        if (n >= batches) {
                            insertsDone.set(true);
                            return DONE;
                        }
                        handOff.put(n++);
                        ctx.serviceStartsNow();
                        clock.advance(Duration.ofMillis(1));
                        return BATCH;
                    }
                });
        Actor deleter = new Actor("deleter", 1, Pacing.CLOSED_LOOP, Role.DRIVER, (i, session) -> ctx -> {
            Long batch = null;
            while (batch == null && !ctx.stopping()) {
                if (insertsDone.get() && handOff.isEmpty()) {
                    return Worker.DONE;
                }
                batch = handOff.poll(1, TimeUnit.MILLISECONDS);
            }
            ctx.serviceStartsNow();
            return batch == null ? 0 : BATCH;
        });
        Sla sla = new Sla("inserter", Unit.ROWS, ROWS_PER_SECOND, 0.95);
        return new Step("qr100", new Headline("query", Unit.OPS, "qps"), Duration.ofSeconds(WARMUP_SECONDS), null,
                List.of(sla), AfterStep.NOTHING, target, engine -> List.of(inserter, deleter, query()));
    }

    /** A closed-loop query thread: 1 ms of virtual time a query, and a little real time so others get to run. */
    private Actor query() {
        return new Actor("query", 1, Pacing.CLOSED_LOOP, Role.FOLLOWER, (i, session) -> ctx -> {
            clock.advance(QUERY_COST);
            LockSupport.parkNanos(20_000);
            return 10;
        });
    }

    /**
     * The series' intervals end at increasing times up to the step's elapsed time, none longer than a second; the
     * actor's count over the measured seconds is, within 1%, the mean of its full measured seconds.
     */
    static void assertCountsMatchTheirSeries(StepResult result, String actorName, boolean rows) {
        ActorResult actor = result.actor(actorName);
        Series series = actor.series();
        double previous = 0;
        double sum = 0;
        int full = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            assertThat(length).as("interval %d of %s", i, actorName).isPositive().isLessThanOrEqualTo(1.0 + 1e-9);
            if (!series.warmup().get(i) && Math.abs(length - 1.0) < 1e-9) {
                sum += rows ? series.rows().get(i) : series.ops().get(i);
                full++;
            }
            previous = series.seconds().get(i);
        }
        assertThat(previous).as("the series ends with the step").isCloseTo(result.elapsedSeconds(), within(1e-9));
        assertThat(full).as("full measured seconds of %s", actorName).isGreaterThanOrEqualTo(2);
        double counted = (rows ? actor.rows() : actor.ops()) / result.measuredSeconds();
        assertThat(counted).as("%s: count / measured seconds against the series' full seconds", actorName)
                .isCloseTo(sum / full, withinPercentage(1));
    }

    /**
     * A closed-loop actor whose operations cost {@link #QUERY_COST} fits at most one per cost into an interval, and
     * one at each edge: an operation that ended just before a boundary but was recorded just after its sample.
     */
    private static void assertNoIntervalHoldsMoreThanItsShare(ActorResult actor) {
        Series series = actor.series();
        double previous = 0;
        for (int i = 0; i < series.size(); i++) {
            double length = series.seconds().get(i) - previous;
            long share = (long) Math.floor(length * 1e9 / QUERY_COST.toNanos()) + 2;
            assertThat(series.ops().get(i)).as("interval %d (%.4f s) of %s", i, length, actor.name())
                    .isLessThanOrEqualTo(share);
            previous = series.seconds().get(i);
        }
    }
}
