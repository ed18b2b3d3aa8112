package io.storagebench.runner;

import io.storagebench.results.StepResult;
import io.storagebench.workload.Step;

/**
 * Follows one step as it runs: for the terminal's progress line. Every method has an empty default.
 *
 * <p>{@link #tick} is called from the sampler (its own thread, or whichever thread advances a test clock) and must
 * return quickly; an exception it throws is dropped so a display bug cannot end a measurement. The other methods are
 * called on the thread that runs the step, except {@link #failure}, and their exceptions propagate.
 */
public interface ProgressListener {

    /** Does nothing. */
    ProgressListener NONE = new ProgressListener() {
    };

    /** The step is about to be set up (its DDL may take a while) and started. */
    default void stepStarted(Step step) {
    }

    /** One sample: once per second of the step, and once at its end. */
    default void tick(Progress progress) {
    }

    /** The step's measurement is over and its after-step work (quiesce, wait window) begins. */
    default void afterStepStarted(Step step) {
    }

    /** The first failure of a step, with its stack trace, for logs; the result carries it as one line. Any thread. */
    default void failure(Step step, Throwable cause) {
    }

    /** The step is over, after-step work included. */
    default void stepFinished(StepResult result) {
    }
}
