package io.storagebench.report.merge;

import io.storagebench.results.ActorResult;
import io.storagebench.results.AfterStepResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.Latency;
import io.storagebench.results.RunStatus;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

/**
 * One step over its shards. The merged step starts when the first shard started it and ends when the last ended it;
 * its measured window runs from the first shard's end of warmup to that end (the span of the shards' windows), and
 * every rate is the shards' counts summed over it. Latency, series and metrics are merged by {@link LatencyMerge},
 * {@link SeriesMerge} and {@link MetricMerge}.
 */
final class StepMerge {
    private StepMerge() {
    }

    /**
     * @param shards every shard of the run, in index order
     * @param steps  each shard's step of that name, null where a shard has none
     */
    static StepResult merge(String name, List<Shard> shards, List<StepResult> steps) {
        List<String> problems = new ArrayList<>();
        long start = Long.MAX_VALUE;
        for (StepResult s : steps) {
            if (s != null) {
                start = Math.min(start, Instant.parse(s.startedAt()).toEpochMilli());
            }
        }
        List<Part> parts = new ArrayList<>();
        RunStatus status = RunStatus.OK;
        for (int i = 0; i < shards.size(); i++) {
            StepResult s = steps.get(i);
            Shard shard = shards.get(i);
            if (s == null) {
                RunStatus ended = shard.bundle().status();
                status = worse(status, ended == RunStatus.OK ? RunStatus.FAILED : ended);
                problems.add(shard.who() + " has no step " + name);
                continue;
            }
            parts.add(new Part(shard, s, (Instant.parse(s.startedAt()).toEpochMilli() - start) / 1000.0));
            status = worse(status, s.status());
            if (s.error() != null) {
                problems.add(shard.who() + ": " + s.error());
            }
        }
        double end = parts.stream().mapToDouble(Part::end).max().orElse(0);
        double measureStart = Math.min(end, parts.stream().mapToDouble(Part::measureStart).min().orElse(0));
        double measured = end - measureStart;
        List<String> warnings = new ArrayList<>();
        parts.forEach(p -> p.step().warnings().forEach(w -> warnings.add(p.shard().who() + ": " + w)));
        return new StepResult(name, status, Instant.ofEpochMilli(start).toString(), end, measureStart, measured,
                headline(parts, measured, end), actors(parts, measured), slas(parts, measured, end), after(parts),
                problems.isEmpty() ? null : String.join("; ", problems), MetricMerge.merge(parts), warnings);
    }

    /** FAILED over INTERRUPTED over RUNNING over OK. */
    static RunStatus worse(RunStatus a, RunStatus b) {
        List<RunStatus> order = List.of(RunStatus.OK, RunStatus.RUNNING, RunStatus.INTERRUPTED, RunStatus.FAILED);
        return order.indexOf(b) > order.indexOf(a) ? b : a;
    }

    /** Each shard's rate times its own window is its count (times the headline's factor): summed over the span. */
    private static HeadlineResult headline(List<Part> parts, double measured, double elapsed) {
        HeadlineResult first = parts.stream().map(p -> p.step().headline()).filter(Objects::nonNull).findFirst()
                .orElse(null);
        if (first == null || measured <= 0) {
            return null;
        }
        double count = 0;
        Double whole = 0.0;
        for (Part p : parts) {
            HeadlineResult h = p.step().headline();
            if (h == null) {
                continue;
            }
            count += h.value() * p.step().measuredSeconds();
            whole = whole == null || h.wholeStepValue() == null ? null
                    : whole + h.wholeStepValue() * p.step().elapsedSeconds();
        }
        return new HeadlineResult(first.actor(), first.unit(), first.label(), count / measured,
                whole == null || elapsed <= 0 ? null : whole / elapsed);
    }

    private static List<ActorResult> actors(List<Part> parts, double measured) {
        Set<String> names = new LinkedHashSet<>();
        parts.forEach(p -> p.step().actors().forEach(a -> names.add(a.name())));
        List<ActorResult> out = new ArrayList<>();
        for (String name : names) {
            List<ActorResult> same = new ArrayList<>();
            List<SeriesMerge.Placed> series = new ArrayList<>();
            for (Part p : parts) {
                ActorResult a = p.step().actor(name);
                if (a != null) {
                    same.add(a);
                    series.add(new SeriesMerge.Placed(a.series(), p.offsetSeconds()));
                }
            }
            long ops = sum(same, ActorResult::ops);
            long rows = sum(same, ActorResult::rows);
            out.add(new ActorResult(name, (int) sum(same, a -> (long) a.threads()), same.get(0).pacing(),
                    same.stream().mapToDouble(ActorResult::targetOpsPerSecond).sum(), ops, rows,
                    sum(same, ActorResult::errors), sum(same, ActorResult::retries), sum(same, ActorResult::warmupOps),
                    sum(same, ActorResult::warmupRows), measured > 0 ? ops / measured : 0,
                    measured > 0 ? rows / measured : 0, latency(same, ActorResult::responseTime),
                    latency(same, ActorResult::serviceTime), SeriesMerge.merge(series)));
        }
        return out;
    }

    private static long sum(List<ActorResult> actors, Function<ActorResult, Long> field) {
        return actors.stream().mapToLong(field::apply).sum();
    }

    private static Latency latency(List<ActorResult> actors, Function<ActorResult, Latency> field) {
        return LatencyMerge.merge(actors.stream().map(field).toList());
    }

    /**
     * Per SLA, the run's verdict first: targets summed, the achieved rate over the span, and a pass only when every
     * shard passed (as the Insert Benchmark judges each client); then each shard's own verdict, its actor named
     * after the shard.
     */
    private static List<SlaResult> slas(List<Part> parts, double measured, double elapsed) {
        Set<String> actors = new LinkedHashSet<>();
        parts.forEach(p -> p.step().slas().forEach(s -> actors.add(s.actor())));
        List<SlaResult> run = new ArrayList<>();
        List<SlaResult> perShard = new ArrayList<>();
        for (String actor : actors) {
            SlaResult first = null;
            double target = 0;
            double achieved = 0;
            double whole = 0;
            boolean passed = true;
            for (Part p : parts) {
                for (SlaResult s : p.step().slas()) {
                    if (!s.actor().equals(actor)) {
                        continue;
                    }
                    first = first == null ? s : first;
                    target += s.targetPerSecond();
                    achieved += s.achievedPerSecond() * p.step().measuredSeconds();
                    whole += s.achievedWholeStep() * p.step().elapsedSeconds();
                    passed &= s.passed();
                    perShard.add(new SlaResult(actor + " of " + p.shard().who(), s.unit(), s.targetPerSecond(),
                            s.minShare(), s.threshold(), s.achievedPerSecond(), s.achievedWholeStep(), s.passed()));
                }
            }
            run.add(new SlaResult(actor, first.unit(), target, first.minShare(),
                    Math.round(first.minShare() * target), measured > 0 ? achieved / measured : 0,
                    elapsed > 0 ? whole / elapsed : 0, passed));
        }
        run.addAll(perShard);
        return run;
    }

    private static AfterStepResult after(List<Part> parts) {
        boolean quiesced = false;
        double quiesce = 0;
        double window = 0;
        for (Part p : parts) {
            AfterStepResult a = p.step().after();
            if (a != null) {
                quiesced |= a.quiesced();
                quiesce = Math.max(quiesce, a.quiesceSeconds());
                window = Math.max(window, a.windowSeconds());
            }
        }
        return new AfterStepResult(quiesced, quiesce, window);
    }
}
