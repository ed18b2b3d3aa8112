package io.storagebench.runner;

import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * Runs a whole {@link WorkloadPlan} on one engine: checks the engine's capabilities up front, runs the steps in order,
 * hands each {@link StepResult} to the listener as soon as the step is over, and stops after a failed or interrupted
 * step. What was measured is always returned. A shard of a run split over processes ({@link ShardTiming}) waits
 * before each step until every shard has arrived at it, and before the first until the agreed start time.
 *
 * <pre>{@code
 * Runner runner = new Runner();
 * Runtime.getRuntime().addShutdownHook(new Thread(runner::requestStop)); // Ctrl-C keeps what was measured
 * RunOutcome outcome = runner.run(engine, plan, listener);
 * }</pre>
 *
 * <p>One instance runs one plan; {@link #requestStop()} is final.
 */
public final class Runner {
    private final StepRunner steps;
    private final Clock clock;
    private final ShardTiming timing;

    /** A runner on the system clock with the {@link Defaults}. */
    public Runner() {
        this(RunnerSettings.defaults());
    }

    public Runner(RunnerSettings settings) {
        this(settings, ShardTiming.NONE);
    }

    /** A runner of one shard of a run: each step waits for the other shards, the first for the start time too. */
    public Runner(RunnerSettings settings, ShardTiming timing) {
        this.steps = new StepRunner(settings);
        this.clock = settings.clock();
        this.timing = timing;
    }

    /**
     * Runs every step of {@code plan} on {@code engine}, in order.
     *
     * @throws MissingCapabilitiesException before anything runs, when the engine lacks what the plan requires
     * @throws ShardLostException            when another shard of the run ended before a step this one waits at,
     *                                       or while this one ran a step (which then ended early, as a stopped one)
     */
    public RunOutcome run(Engine engine, WorkloadPlan plan, RunListener listener) {
        requireCapabilities(engine, plan);
        listener.runStarted(plan);
        List<StepResult> results = new ArrayList<>();
        RunStatus status = RunStatus.OK;
        StepBarrier barrier = timing.barrier();
        barrier.watch(steps::requestStop);
        try {
            int count = plan.steps().size();
            for (int i = 0; i < count; i++) {
                Step step = plan.steps().get(i);
                if (steps.stopRequested() || !awaitTurn(i, step)) {
                    break;
                }
                StepResult result = steps.run(engine, step, listener);
                results.add(result);
                if (result.status() == RunStatus.FAILED) {
                    status = RunStatus.FAILED;
                    break;
                }
                if (i == count - 1 && !steps.stopRequested()) {
                    barrier.finished(count);
                }
            }
            // a shard gone while this one ran a step stopped it: the step ended early, and the run cannot go on
            barrier.lost().ifPresent(reason -> {
                throw new ShardLostException(reason);
            });
        } finally {
            timing.barrier().leave();
        }
        if (status == RunStatus.OK && steps.stopRequested()) {
            status = RunStatus.INTERRUPTED;
        }
        return new RunOutcome(results, status);
    }

    /**
     * Waits until every shard has arrived at step {@code index}, then, before the first step, until the start time:
     * shards that met early start together at it. Returns false when a stop request ends the wait.
     */
    private boolean awaitTurn(int index, Step step) {
        StepBarrier barrier = timing.barrier();
        barrier.arrive(index, step.name());
        while (!barrier.allArrived(index, step.name())) {
            if (!sleepUntil(clock.nanoTime() + Defaults.SHARD_POLL_NANOS)) {
                return false;
            }
        }
        if (index == 0 && timing.startAt() != null) {
            long millis = timing.startAt().toEpochMilli() - clock.currentTimeMillis();
            return sleepUntil(clock.nanoTime() + Math.max(0, millis) * 1_000_000L);
        }
        return !steps.stopRequested();
    }

    /**
     * Sleeps on the runner's clock until {@code deadline}, in slices so a stop request ends it soon; false when a
     * stop request (or an interrupt, which becomes one) ended it.
     */
    private boolean sleepUntil(long deadline) {
        for (long now = clock.nanoTime(); deadline - now > 0; now = clock.nanoTime()) {
            if (steps.stopRequested()) {
                return false;
            }
            try {
                clock.sleepUntil(deadline - now > Defaults.SHARD_POLL_NANOS ? now + Defaults.SHARD_POLL_NANOS
                        : deadline);
            } catch (InterruptedException e) {
                requestStop();
                Thread.currentThread().interrupt();
                return false;
            }
        }
        return !steps.stopRequested();
    }

    /**
     * Stops the run: the current step ends as INTERRUPTED keeping what it measured (or, in its after-step wait, the
     * wait is cut short), and no further step starts; {@link #run} then returns. Thread-safe and returns at once, so
     * a shutdown hook can call it.
     */
    public void requestStop() {
        steps.requestStop();
    }

    /** True once {@link #requestStop()} was called. */
    public boolean stopRequested() {
        return steps.stopRequested();
    }

    /**
     * Worker threads the run could not stop and left running, by name: while there are any, the engine must not be
     * closed, since they may still be inside it.
     */
    public List<String> threadsStillRunning() {
        return steps.threadsStillRunning();
    }

    private static void requireCapabilities(Engine engine, WorkloadPlan plan) {
        Set<Capability> missing = plan.requires().isEmpty()
                ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(plan.requires());
        missing.removeAll(engine.capabilities());
        if (!missing.isEmpty()) {
            throw new MissingCapabilitiesException(engine.identity().name(), plan.workload(), missing);
        }
    }
}
