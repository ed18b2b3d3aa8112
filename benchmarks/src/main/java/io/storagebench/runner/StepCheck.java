package io.storagebench.runner;

import io.storagebench.results.StepResult;
import java.util.List;

/**
 * A look at a finished step's result for figures a reader should doubt, such as a 1-client step whose time per
 * operation is mostly the host's wake-up latency. Its warnings go into the step's result, the bundle and the summary.
 */
@FunctionalInterface
public interface StepCheck {

    /** One line per doubt, each starting with the step's name; empty when none. */
    List<String> warnings(StepResult step);
}
