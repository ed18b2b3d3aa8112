package io.storagebench.workload;

import java.util.List;

/**
 * A {@link Worker} that measures figures of its own: after the step's workers stopped, the runner adds
 * {@link #figures()} of every such worker to the step's metrics. An implementer guarantees that the figures' names
 * are the same in every run of the step, and that a figure it could not measure is {@link Figure#absent}, with a
 * reason, rather than left out or zero.
 */
public interface StepFigures {
    /** What the worker measured; called once, after its thread finished. */
    List<Figure> figures();
}
