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
 * step. What was measured is always returned.
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

    /** A runner on the system clock with the {@link Defaults}. */
    public Runner() {
        this(RunnerSettings.defaults());
    }

    public Runner(RunnerSettings settings) {
        this.steps = new StepRunner(settings);
    }

    /**
     * Runs every step of {@code plan} on {@code engine}, in order.
     *
     * @throws MissingCapabilitiesException before anything runs, when the engine lacks what the plan requires
     */
    public RunOutcome run(Engine engine, WorkloadPlan plan, RunListener listener) {
        requireCapabilities(engine, plan);
        listener.runStarted(plan);
        List<StepResult> results = new ArrayList<>();
        RunStatus status = RunStatus.OK;
        for (Step step : plan.steps()) {
            if (steps.stopRequested()) {
                break;
            }
            StepResult result = steps.run(engine, step, listener);
            results.add(result);
            if (result.status() == RunStatus.FAILED) {
                status = RunStatus.FAILED;
                break;
            }
        }
        if (status == RunStatus.OK && steps.stopRequested()) {
            status = RunStatus.INTERRUPTED;
        }
        return new RunOutcome(results, status);
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
