package io.storagebench.runner;

import static io.storagebench.runner.Steps.driver;
import static io.storagebench.runner.Steps.untimed;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.AfterStepResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineException;
import io.storagebench.testing.StubEngine;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;

/** Whole runs on a virtual clock: capability check, step order, stop after failure, after-step work. */
class RunnerTest {
    private final FakeClock clock = new FakeClock();
    private final StubEngine engine = new StubEngine();
    private final Runner runner = new Runner(clock.settings());
    private final List<String> events = new ArrayList<>();
    private final RunListener listener = new RunListener() {
        @Override
        public void runStarted(WorkloadPlan plan) {
            events.add("run " + plan.workload());
        }

        @Override
        public void stepStarted(Step step) {
            events.add("start " + step.name());
        }

        @Override
        public void afterStepStarted(Step step) {
            events.add("after " + step.name());
        }

        @Override
        public void stepFinished(StepResult result) {
            events.add("finished " + result.name() + " " + result.status());
        }
    };

    private Step load(String name, long ops) {
        return untimed(name, driver("inserter", Pacing.CLOSED_LOOP,
                StubWorkers.costing(clock, Duration.ofMillis(10), 100, ops)));
    }

    private static WorkloadPlan plan(Set<Capability> requires, Step... steps) {
        return new WorkloadPlan("insert-benchmark", "tiny", Map.of(), 42, requires, List.of(steps));
    }

    @Test
    void refusesAnEngineWithoutTheRequiredCapabilitiesBeforeAnythingRuns() {
        AtomicBoolean setUp = new AtomicBoolean();
        Step step = new Step("l.i0", new io.storagebench.workload.Headline("inserter", io.storagebench.workload.Unit.ROWS,
                "ips"), Duration.ZERO, null, List.of(), AfterStep.NOTHING, null, e -> {
                    setUp.set(true);
                    return List.of();
                });
        StubEngine kvOnly = new StubEngine(EnumSet.of(Capability.KEY_VALUE, Capability.INSERT));

        assertThatThrownBy(() -> runner.run(kvOnly, plan(EnumSet.of(Capability.INSERT, Capability.DELETE_OLDEST,
                Capability.SECONDARY_INDEX), step), listener))
                .isInstanceOf(MissingCapabilitiesException.class)
                .hasMessage("engine stub cannot run workload insert-benchmark: it lacks DELETE_OLDEST, SECONDARY_INDEX");
        assertThat(setUp).isFalse();
        assertThat(events).isEmpty();
    }

    @Test
    void runsStepsInOrderAndReportsEachAsItFinishes() {
        RunOutcome outcome = runner.run(engine, plan(Set.of(Capability.INSERT), load("l.i0", 100), load("l.i1", 50)),
                listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.OK);
        assertThat(outcome.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.i1");
        assertThat(outcome.steps().get(1).actor("inserter").rows()).isEqualTo(5_000);
        assertThat(events).containsExactly("run insert-benchmark", "start l.i0", "finished l.i0 OK", "start l.i1",
                "finished l.i1 OK");
    }

    @Test
    void stopsAfterAFailedStepAndKeepsItsResult() {
        Step failing = untimed("l.x", driver("indexer", Pacing.CLOSED_LOOP, new StubWorkers((i, ctx) -> {
            throw new EngineException("index build failed");
        })));
        RunOutcome outcome = runner.run(engine, plan(Set.of(), load("l.i0", 10), failing, load("l.i1", 10)), listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.FAILED);
        assertThat(outcome.steps()).extracting(StepResult::status).containsExactly(RunStatus.OK, RunStatus.FAILED);
        assertThat(outcome.steps().get(1).error()).contains("index build failed");
        assertThat(events).doesNotContain("start l.i1");
    }

    @Test
    void afterStepQuiescesThenWaitsWhatRemainsOfTheWindow() {
        engine.onQuiesce = () -> clock.advance(Duration.ofSeconds(5));
        Step step = Steps.withAfter(load("l.i2", 10), new AfterStep(true, Duration.ofSeconds(20)));
        RunOutcome outcome = runner.run(engine, plan(Set.of(), step), listener);

        StepResult result = outcome.steps().get(0);
        assertThat(result.after()).isEqualTo(new AfterStepResult(true, 5.0, 20.0));
        assertThat(result.elapsedSeconds()).as("the after-step time is not the step's").isEqualTo(0.1);
        assertThat(engine.quiesced.get()).isEqualTo(1);
        assertThat(events).containsSubsequence("after l.i2", "finished l.i2 OK");
    }

    @Test
    void aQuiesceLongerThanTheWindowIsWaitedForInFull() {
        engine.onQuiesce = () -> clock.advance(Duration.ofSeconds(30));
        Step step = Steps.withAfter(load("l.i2", 10), new AfterStep(true, Duration.ofSeconds(20)));

        assertThat(runner.run(engine, plan(Set.of(), step), listener).steps().get(0).after())
                .isEqualTo(new AfterStepResult(true, 30.0, 30.0));
    }

    @Test
    void aFailedQuiesceFailsTheStepButKeepsItsMeasurement() {
        engine.quiesceFailure = new EngineException("checkpoint failed");
        Step step = Steps.withAfter(load("l.i2", 10), new AfterStep(true, Duration.ZERO));
        RunOutcome outcome = runner.run(engine, plan(Set.of(), step, load("qr100", 10)), listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.FAILED);
        assertThat(outcome.steps()).hasSize(1);
        assertThat(outcome.steps().get(0).error()).contains("checkpoint failed").contains("quiesce");
        assertThat(outcome.steps().get(0).actor("inserter").ops()).isEqualTo(10);
    }

    @Test
    void requestStopDuringTheAfterStepWindowCutsItShortAndSkipsTheRest() {
        RunListener stopping = new RunListener() {
            @Override
            public void afterStepStarted(Step step) {
                runner.requestStop();
            }
        };
        Step step = Steps.withAfter(load("l.i2", 10), new AfterStep(false, Duration.ofMinutes(20)));
        RunOutcome outcome = runner.run(engine, plan(Set.of(), step, load("qr100", 10)), stopping);

        assertThat(outcome.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(outcome.steps()).hasSize(1);
        assertThat(outcome.steps().get(0).status()).as("its measurement was complete").isEqualTo(RunStatus.OK);
        assertThat(outcome.steps().get(0).after().windowSeconds()).isLessThan(1);
    }

    @Test
    void requestStopBeforeTheRunStartsRunsNothing() {
        runner.requestStop();
        RunOutcome outcome = runner.run(engine, plan(Set.of(), load("l.i0", 10)), listener);

        assertThat(outcome.status()).isEqualTo(RunStatus.INTERRUPTED);
        assertThat(outcome.steps()).isEmpty();
        assertThat(runner.stopRequested()).isTrue();
    }
}
