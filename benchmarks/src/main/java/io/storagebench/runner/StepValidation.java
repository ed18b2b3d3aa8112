package io.storagebench.runner;

import io.storagebench.workload.Actor;
import io.storagebench.workload.Role;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Refuses a step the runner could not end or report: no actors, two actors of one name, neither a duration nor a
 * driver, or a headline, SLA or progress target naming an actor the step lacks. Workload bugs, so they fail the step
 * loudly before any thread starts.
 */
final class StepValidation {
    private StepValidation() {
    }

    /** @throws IllegalArgumentException naming the step and what is wrong with it */
    static void check(Step step, List<Actor> actors) {
        if (actors == null || actors.isEmpty()) {
            throw new IllegalArgumentException("step " + step.name() + " has no actors");
        }
        Set<String> names = new LinkedHashSet<>();
        for (Actor actor : actors) {
            if (!names.add(actor.name())) {
                throw new IllegalArgumentException("step " + step.name() + " has two actors named " + actor.name());
            }
        }
        if (step.duration() == null && actors.stream().noneMatch(a -> a.role() == Role.DRIVER)) {
            throw new IllegalArgumentException("step " + step.name() + " has neither a duration nor a driver actor");
        }
        requireActor(step, names, step.headline().actor(), "headline");
        for (Sla sla : step.slas()) {
            requireActor(step, names, sla.actor(), "SLA");
        }
        if (step.progress() != null) {
            requireActor(step, names, step.progress().actor(), "progress target");
        }
    }

    private static void requireActor(Step step, Set<String> names, String actor, String what) {
        if (!names.contains(actor)) {
            throw new IllegalArgumentException("step " + step.name() + ": " + what + " names actor " + actor
                    + ", which the step does not have (it has " + String.join(", ", names) + ")");
        }
    }
}
