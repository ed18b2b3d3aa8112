package io.storagebench.kv.report;

import io.storagebench.results.MetricResult;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;
import java.util.function.ToDoubleFunction;

/** A metric a derivation reads: its value, or why there is none (said in the derived metric's reason). */
record Input(Double value, String missing) {
    /** The step's metric; missing when the step failed, the metric is not in it or the probe could not read it. */
    static Input of(StepResult step, String metric) {
        if (step.status() == RunStatus.FAILED) {
            return new Input(null, step.name() + " failed" + (step.error() == null ? "" : " (" + step.error() + ")"));
        }
        MetricResult m = step.metric(metric);
        if (m == null) {
            return new Input(null, "no " + metric + " in " + step.name());
        }
        if (!m.present()) {
            return new Input(null, metric + " of " + step.name() + " is absent (" + m.reason() + ")");
        }
        return new Input(m.value(), null);
    }

    /**
     * The metric computed from the inputs, or absent naming every missing input; {@code undefinedReason} when the
     * result is not a finite number (a division by zero).
     */
    static MetricResult derive(String name, String unit, String undefinedReason, ToDoubleFunction<double[]> formula,
                               Input... inputs) {
        List<String> missing = new ArrayList<>();
        double[] values = new double[inputs.length];
        for (int i = 0; i < inputs.length; i++) {
            if (inputs[i].value() == null) {
                if (!missing.contains(inputs[i].missing())) {
                    missing.add(inputs[i].missing());
                }
            } else {
                values[i] = inputs[i].value();
            }
        }
        if (!missing.isEmpty()) {
            return MetricResult.absent(name, unit, String.join("; ", missing));
        }
        double v = formula.applyAsDouble(values);
        return Double.isFinite(v) ? MetricResult.of(name, unit, v) : MetricResult.absent(name, unit, undefinedReason);
    }

    /**
     * The step with {@code derived} metrics in place of any of the same names (so deriving twice changes nothing)
     * and the warnings it does not have yet.
     */
    static StepResult withDerived(StepResult s, List<MetricResult> derived, List<String> warnings) {
        List<MetricResult> metrics = new ArrayList<>(s.metrics().stream()
                .filter(m -> derived.stream().noneMatch(d -> d.name().equals(m.name()))).toList());
        metrics.addAll(derived);
        StepResult out = new StepResult(s.name(), s.status(), s.startedAt(), s.elapsedSeconds(), s.warmupSeconds(),
                s.measuredSeconds(), s.headline(), s.actors(), s.slas(), s.after(), s.error(), metrics, s.warnings(), s.profiles());
        return out.withWarnings(warnings.stream().filter(w -> !s.warnings().contains(w)).toList());
    }
}
