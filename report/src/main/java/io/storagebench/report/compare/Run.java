package io.storagebench.report.compare;

import io.storagebench.results.ActorResult;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.Latency;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.SlaResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * One compared configuration under a label: the bundles of its repeats (same engine, version, options, cache and
 * workload parameters). Every figure is a {@link Value} over the repeats that measured it.
 */
public record Run(String label, List<ResultBundle> repeats) {
    public Run {
        repeats = List.copyOf(repeats);
        if (repeats.isEmpty()) {
            throw new IllegalArgumentException("a run needs at least one bundle");
        }
    }

    public EngineInfo engine() {
        return repeats.get(0).engine();
    }

    /** The step of that name in each repeat that has it. */
    public List<StepResult> steps(String stepName) {
        List<StepResult> out = new ArrayList<>();
        for (ResultBundle b : repeats) {
            b.steps().stream().filter(s -> s.name().equals(stepName)).findFirst().ifPresent(out::add);
        }
        return out;
    }

    /** The step's headline rate (ips, qps). */
    public Value headline(String stepName) {
        List<Double> values = new ArrayList<>();
        for (StepResult s : steps(stepName)) {
            if (s.headline() != null) {
                values.add(s.headline().value());
            }
        }
        return values.isEmpty() ? Value.absent("not measured") : Value.of(Measure.of(values));
    }

    /** The headline label of the step (ips, qps), or null. */
    public String headlineLabel(String stepName) {
        return steps(stepName).stream().filter(s -> s.headline() != null).map(s -> s.headline().label())
                .findFirst().orElse(null);
    }

    /** An efficiency metric; absent with the probe's reason when no repeat could read it. */
    public Value metric(String stepName, String metricName) {
        List<Double> values = new ArrayList<>();
        String reason = null;
        for (StepResult s : steps(stepName)) {
            MetricResult m = s.metric(metricName);
            if (m != null && m.present()) {
                values.add(m.value());
            } else if (m != null && reason == null) {
                reason = m.reason();
            }
        }
        if (!values.isEmpty()) {
            return Value.of(Measure.of(values));
        }
        return Value.absent(reason != null ? reason : "not in the bundle");
    }

    /** Whether any repeat measured the metric in any step: a figure this run's engine has. */
    public boolean measures(String metricName) {
        return repeats.stream().flatMap(b -> b.steps().stream()).map(s -> s.metric(metricName))
                .anyMatch(m -> m != null && m.present());
    }

    /** Whether any repeat's step carries the metric (present or absent with a reason). */
    public boolean hasMetric(String stepName, String metricName) {
        return steps(stepName).stream().anyMatch(s -> s.metric(metricName) != null);
    }

    /** The first SLA of the step in each repeat (the background inserter's). */
    public List<SlaResult> slas(String stepName) {
        return steps(stepName).stream().filter(s -> !s.slas().isEmpty()).map(s -> s.slas().get(0)).toList();
    }

    /** Whether any repeat failed the step's SLA. */
    public boolean slaFailed(String stepName) {
        return slas(stepName).stream().anyMatch(sla -> !sla.passed());
    }

    /** The actor's response-time histograms of every repeat. */
    public List<Latency> responseTimes(String stepName, String actor) {
        return steps(stepName).stream().map(s -> s.actor(actor)).filter(Objects::nonNull)
                .map(ActorResult::responseTime).filter(Objects::nonNull).toList();
    }
}
