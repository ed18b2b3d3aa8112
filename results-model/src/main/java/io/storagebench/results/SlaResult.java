package io.storagebench.results;

/**
 * An SLA verdict: the actor's achieved rate over the measured window against {@code threshold} =
 * round(minShare x target), as the Insert Benchmark judges it; {@code achievedWholeStep} is the reference's
 * whole-step rate (start-up included), recorded for comparison.
 */
public record SlaResult(String actor, String unit, double targetPerSecond, double minShare, double threshold,
                        double achievedPerSecond, double achievedWholeStep, boolean passed) {
}
