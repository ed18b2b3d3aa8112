package io.storagebench.results;

import java.util.List;

/**
 * One step. Times are seconds: {@code elapsedSeconds} from the start of the actors to the end condition,
 * {@code measuredSeconds} the part after warmup that every rate is computed over. {@code headline} is the step's
 * headline rate (null when nothing was measured). {@code after} is the post-step quiesce and wait, not counted in
 * the step. {@code error} says why a FAILED step failed.
 */
public record StepResult(String name, RunStatus status, String startedAt, double elapsedSeconds,
                         double warmupSeconds, double measuredSeconds, HeadlineResult headline,
                         List<ActorResult> actors, List<SlaResult> slas, AfterStepResult after, String error) {
    public StepResult {
        actors = List.copyOf(actors);
        slas = List.copyOf(slas);
    }

    /** The actor of that name, or null. */
    public ActorResult actor(String actorName) {
        return actors.stream().filter(a -> a.name().equals(actorName)).findFirst().orElse(null);
    }
}
