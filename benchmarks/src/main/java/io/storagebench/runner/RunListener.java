package io.storagebench.runner;

import io.storagebench.workload.WorkloadPlan;

/**
 * Follows a whole run: the per-step {@link ProgressListener} calls, plus the run's start. The CLI writes a partial
 * result bundle in {@link #stepFinished}, so a run that fails or is stopped later still has every finished step.
 */
public interface RunListener extends ProgressListener {

    /** Does nothing. */
    RunListener NONE = new RunListener() {
    };

    /** The engine has the capabilities the plan needs and the first step is about to start. */
    default void runStarted(WorkloadPlan plan) {
    }
}
