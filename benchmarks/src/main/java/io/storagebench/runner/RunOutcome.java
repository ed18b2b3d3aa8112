package io.storagebench.runner;

import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.util.List;

/**
 * What a run produced: a result for every step that started (in order), and how the run ended: OK when every step
 * ran, FAILED after a failed step, INTERRUPTED when a stop was requested.
 */
public record RunOutcome(List<StepResult> steps, RunStatus status) {
    public RunOutcome {
        steps = List.copyOf(steps);
    }
}
