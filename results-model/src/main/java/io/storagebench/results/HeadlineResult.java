package io.storagebench.results;

/**
 * The step's headline: {@code label} (ips, qps) = {@code value} per second of {@code unit} done by {@code actor},
 * over the measured window (after warmup). {@code wholeStepValue} is the same actor's count over the whole step,
 * warmup included, divided by the step's elapsed time: the rate iibench and sysbench print, which divide by the whole
 * run. It equals {@code value} for steps without warmup; null in bundles written before it existed.
 */
public record HeadlineResult(String actor, String unit, String label, double value, Double wholeStepValue) {
}
