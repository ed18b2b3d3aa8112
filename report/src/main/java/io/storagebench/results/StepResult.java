package io.storagebench.results;

import java.util.List;

/**
 * One step. Times are seconds: {@code elapsedSeconds} from the start of the actors to the end condition,
 * {@code measuredSeconds} the part after warmup that every rate is computed over. {@code headline} is the step's
 * headline rate (null when nothing was measured). {@code after} is the post-step quiesce and wait, not counted in
 * the step. {@code error} says why a FAILED step failed. {@code metrics} are the probes' efficiency metrics (empty when
 * no probe ran, and in bundles written before probes existed).
 */
public record StepResult(String name, RunStatus status, String startedAt, double elapsedSeconds,
                         double warmupSeconds, double measuredSeconds, HeadlineResult headline,
                         List<ActorResult> actors, List<SlaResult> slas, AfterStepResult after, String error,
                         List<MetricResult> metrics) {
    public StepResult {
        actors = List.copyOf(actors);
        slas = List.copyOf(slas);
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
    }

    /** The actor of that name, or null. */
    public ActorResult actor(String actorName) {
        return actors.stream().filter(a -> a.name().equals(actorName)).findFirst().orElse(null);
    }

    /** The metric of that name, or null. */
    public MetricResult metric(String metricName) {
        return metrics.stream().filter(m -> m.name().equals(metricName)).findFirst().orElse(null);
    }
}
