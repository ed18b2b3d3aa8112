package io.storagebench.runner;

import static io.storagebench.runner.Steps.driver;
import static io.storagebench.runner.Steps.untimed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A shard's runner on a virtual clock: each step waits until the other shards have arrived at it, the first also for
 * the start time, a stop request ends a wait, and a shard that is gone fails the run.
 */
class ShardTimingTest {
    private final FakeClock clock = new FakeClock();
    private final StubEngine engine = new StubEngine();
    private final List<String> calls = new ArrayList<>();
    private final List<Long> stepStartMillis = new ArrayList<>();
    private final RunListener listener = new RunListener() {
        @Override
        public void stepStarted(Step step) {
            stepStartMillis.add(clock.currentTimeMillis());
        }
    };

    /** The other shards arrive at step K at {@code arrivals[K]} seconds after the clock's origin. */
    private OthersArriving othersArriveAt(long... arrivals) {
        return new OthersArriving(arrivals);
    }

    /** A barrier the other shards arrive at on the virtual clock, and one of them can be lost at during a step. */
    private final class OthersArriving implements StepBarrier {
        private final long[] arrivals;
        private Runnable stop;
        private String lost;

        OthersArriving(long[] arrivals) {
            this.arrivals = arrivals;
        }

        @Override
        public void arrive(int index, String step) {
            calls.add("arrive " + index + " " + step + " at " + clock.seconds());
        }

        @Override
        public boolean allArrived(int index, String step) {
            if (arrivals[index] < 0) {
                throw new ShardLostException("shard 1/2 of run r ended before step " + step);
            }
            return clock.seconds() >= arrivals[index];
        }

        @Override
        public void leave() {
            calls.add("leave");
        }

        @Override
        public void finished(int steps) {
            calls.add("finished " + steps);
        }

        @Override
        public void watch(Runnable onLost) {
            stop = onLost;
        }

        @Override
        public Optional<String> lost() {
            return Optional.ofNullable(lost);
        }

        /** What the heartbeat's look at the others does when one is gone. */
        void lose(String reason) {
            lost = reason;
            stop.run();
        }
    }

    private Step load(String name) {
        return untimed(name, driver("inserter", Pacing.CLOSED_LOOP,
                StubWorkers.costing(clock, Duration.ofSeconds(1), 10, 3)));
    }

    private WorkloadPlan plan() {
        return new WorkloadPlan("insert-benchmark", "tiny", Map.of(), 1, Set.of(), List.of(load("l.i0"),
                load("l.i1")));
    }

    private static long at(double seconds) {
        return FakeClock.EPOCH_MILLIS + Math.round(seconds * 1000);
    }

    @Test
    void eachStepStartsOnceTheOtherShardsHaveFinishedTheStepBefore() {
        Runner runner = new Runner(clock.settings(), new ShardTiming(null, othersArriveAt(2, 10)));
        RunOutcome outcome = runner.run(engine, plan(), listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.OK);
        // l.i0 waits for the others until 2 s; it takes 3 s, then l.i1 waits for them until 10 s
        assertThat(stepStartMillis).containsExactly(at(2), at(10));
        assertThat(calls).containsExactly("arrive 0 l.i0 at 0.0", "arrive 1 l.i1 at 5.0", "finished 2", "leave");
    }

    @Test
    void theFirstStepStartsAtTheStartTimeWhenTheShardsMetBeforeIt() {
        Instant startAt = Instant.ofEpochMilli(at(30));
        Runner runner = new Runner(clock.settings(), new ShardTiming(startAt, othersArriveAt(2, 0)));
        runner.run(engine, plan(), listener);

        assertThat(stepStartMillis).containsExactly(at(30), at(33));
    }

    @Test
    void aStartTimeAlonePacesOnlyTheFirstStep() {
        Runner runner = new Runner(clock.settings(), new ShardTiming(Instant.ofEpochMilli(at(7.5)),
                StepBarrier.NONE));
        runner.run(engine, plan(), listener);

        assertThat(stepStartMillis).containsExactly(at(7.5), at(10.5));
    }

    @Test
    void aStopRequestEndsTheWaitAndNoStepRuns() {
        Runner[] runner = new Runner[1];
        StepBarrier neverOpens = new StepBarrier() {
            @Override
            public void arrive(int index, String step) {
            }

            @Override
            public boolean allArrived(int index, String step) {
                if (clock.seconds() >= 60) {
                    runner[0].requestStop(); // Ctrl-C a minute into the wait
                }
                return false;
            }

            @Override
            public void leave() {
                calls.add("leave");
            }
        };
        runner[0] = new Runner(clock.settings(), new ShardTiming(null, neverOpens));
        RunOutcome outcome = runner[0].run(engine, plan(), listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(outcome.steps()).isEmpty();
        assertThat(clock.seconds()).isEqualTo(60.0);
        assertThat(calls).containsExactly("leave");
    }

    @Test
    void aShardThatIsGoneFailsTheRunAndThisShardStillLeaves() {
        Runner runner = new Runner(clock.settings(), new ShardTiming(null, othersArriveAt(0, -1)));
        assertThatThrownBy(() -> runner.run(engine, plan(), listener)).isInstanceOf(ShardLostException.class)
                .hasMessage("shard 1/2 of run r ended before step l.i1");
        assertThat(stepStartMillis).hasSize(1);
        assertThat(calls).endsWith("leave");
    }

    @Test
    void aShardLostWhileThisOneRunsAStepEndsThatStepEarlyAndFailsTheRun() {
        String reason = "shard 1/2 of run r ended during step l.i0, so the run cannot go on";
        OthersArriving watched = othersArriveAt(0, 0);
        List<StepResult> finished = new ArrayList<>();
        RunListener losing = new RunListener() {
            @Override
            public void stepStarted(Step step) {
                watched.lose(reason); // as l.i0 starts: shard 1 left
            }

            @Override
            public void stepFinished(StepResult result) {
                finished.add(result);
            }
        };
        Runner runner = new Runner(clock.settings(), new ShardTiming(null, watched));
        assertThatThrownBy(() -> runner.run(engine, plan(), losing)).isInstanceOf(ShardLostException.class)
                .hasMessage(reason);
        assertThat(finished).extracting(StepResult::name).containsExactly("l.i0");
        assertThat(finished.get(0).status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(calls).containsExactly("arrive 0 l.i0 at 0.0", "leave");
    }
}
