package io.storagebench.workload;

import java.util.List;

/**
 * A {@link Worker} that measures figures of its own: after the step's workers stopped, the runner adds
 * {@link #figures()} of every such worker to the step's metrics.
 */
public interface StepFigures {
    /** What the worker measured; called once, after its thread finished. */
    List<Figure> figures();
}
