package io.storagebench.results;

import com.fasterxml.jackson.annotation.JsonCreator;
import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.List;

/**
 * One step. Times are seconds: {@code elapsedSeconds} from the start of the actors to the end condition (the whole
 * step, warmup included), {@code measuredSeconds} the part after warmup that every rate is computed over.
 * {@code headline} is the step's headline rate (null when nothing was measured). {@code after} is the post-step
 * quiesce and wait, not counted in the step. {@code error} says why a FAILED step failed. {@code metrics} are the
 * probes' efficiency metrics (empty when no probe ran, and in bundles written before probes existed).
 * {@code warnings} are what the runner's checks found doubtful in the figures (a headline that disagrees with its own
 * per-second series, a step whose time per operation is mostly the host's wake-up latency); empty when none, and in
 * bundles written before the checks existed. {@code profiles} are the step's CPU profiles ({@code run --profiler}),
 * or why each is missing; empty, and absent from the JSON, for a step that was not profiled.
 */
public record StepResult(String name, RunStatus status, String startedAt, double elapsedSeconds,
                         double warmupSeconds, double measuredSeconds, HeadlineResult headline,
                         List<ActorResult> actors, List<SlaResult> slas, AfterStepResult after, String error,
                         List<MetricResult> metrics, List<String> warnings,
                         @JsonInclude(JsonInclude.Include.NON_EMPTY) List<ProfileResult> profiles) {
    @JsonCreator
    public StepResult {
        actors = List.copyOf(actors);
        slas = List.copyOf(slas);
        metrics = metrics == null ? List.of() : List.copyOf(metrics);
        warnings = warnings == null ? List.of() : List.copyOf(warnings);
        profiles = profiles == null ? List.of() : List.copyOf(profiles);
    }

    /** A step that was not profiled. */
    public StepResult(String name, RunStatus status, String startedAt, double elapsedSeconds, double warmupSeconds,
                      double measuredSeconds, HeadlineResult headline, List<ActorResult> actors,
                      List<SlaResult> slas, AfterStepResult after, String error, List<MetricResult> metrics,
                      List<String> warnings) {
        this(name, status, startedAt, elapsedSeconds, warmupSeconds, measuredSeconds, headline, actors, slas, after,
                error, metrics, warnings, List.of());
    }

    /** The same step with these profiles. */
    public StepResult withProfiles(List<ProfileResult> newProfiles) {
        return new StepResult(name, status, startedAt, elapsedSeconds, warmupSeconds, measuredSeconds, headline,
                actors, slas, after, error, metrics, warnings, newProfiles);
    }

    /** Whether any profiler ran on this step (its figures then carry the profiler's overhead). */
    public boolean profiled() {
        return profiles.stream().anyMatch(ProfileResult::present);
    }

    /** The same step with {@code more} warnings added after its own. */
    public StepResult withWarnings(List<String> more) {
        if (more.isEmpty()) {
            return this;
        }
        List<String> all = new java.util.ArrayList<>(warnings);
        all.addAll(more);
        return new StepResult(name, status, startedAt, elapsedSeconds, warmupSeconds, measuredSeconds, headline,
                actors, slas, after, error, metrics, all, profiles);
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
