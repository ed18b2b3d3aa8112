package io.storagebench.workload.kit;

import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a step did on the kit: every actor's calls ({@link ActorRecord}), and the window its rates are measured over,
 * as the runner measures it: from the end of the warmup to the step's end, which is the end of its duration or, for
 * a step that ends when its drivers are done, the end of the last driver call that did work.
 */
public final class StepRecord {
    private final Step step;
    private final Map<String, ActorRecord> actors;
    private final long end;

    StepRecord(Step step, Map<String, ActorRecord> actors, long end) {
        this.step = step;
        this.actors = actors;
        this.end = end;
    }

    public Step step() {
        return step;
    }

    /** The actor of that name. */
    public ActorRecord actor(String name) {
        ActorRecord actor = actors.get(name);
        if (actor == null) {
            throw new IllegalArgumentException("step " + step.name() + " has no actor " + name + " (actors: "
                    + String.join(", ", actors.keySet()) + ")");
        }
        return actor;
    }

    /** Every actor, in the order the step's setup returned them. */
    public Map<String, ActorRecord> actors() {
        return Map.copyOf(actors);
    }

    /** The sum of what each actor's calls returned, by actor, in the setup's order. */
    public Map<String, Long> rows() {
        Map<String, Long> rows = new LinkedHashMap<>();
        actors.forEach((name, actor) -> rows.put(name, actor.rows()));
        return rows;
    }

    /** The sum of what every call of every actor returned: the rows a load step wrote, over its loaders. */
    public long totalRows() {
        return actors.values().stream().mapToLong(ActorRecord::rows).sum();
    }

    /** What each actor's calls returned, thread after thread, by actor. */
    public Map<String, List<Long>> returns() {
        Map<String, List<Long>> returns = new LinkedHashMap<>();
        actors.forEach((name, actor) -> returns.put(name, actor.returns()));
        return returns;
    }

    /** The calls per kind of operation, over every actor (the kinds' names differ between actors). */
    public Map<String, OperationCount> operations() {
        Map<String, OperationCount> counts = new LinkedHashMap<>();
        actors.values().forEach(a -> counts.putAll(a.operations()));
        return counts;
    }

    /** The virtual time from the step's start to its end. */
    public Duration elapsed() {
        return Duration.ofNanos(end);
    }

    /** The virtual time rates divide by: from the warmup's end to the step's end. */
    public Duration measured() {
        return Duration.ofNanos(Math.max(0, end - step.warmup().toNanos()));
    }

    /** The actor's measured count in {@code unit} per virtual second (0 when nothing was measured). */
    public double rate(String actor, Unit unit) {
        double seconds = measured().toNanos() / 1e9;
        return seconds <= 0 ? 0 : actor(actor).measured(unit, step.warmup().toNanos(), end) / seconds;
    }

    /** The step's headline number, as the runner computes it (its actor's rate times its factor). */
    public double headline() {
        return rate(step.headline().actor(), step.headline().unit()) * step.headline().factor();
    }

    /** Each of the step's SLAs, judged over the measured window. */
    public List<SlaCheck> slas() {
        return step.slas().stream().map(this::check).toList();
    }

    private SlaCheck check(Sla sla) {
        return new SlaCheck(sla, rate(sla.actor(), sla.unit()));
    }
}
