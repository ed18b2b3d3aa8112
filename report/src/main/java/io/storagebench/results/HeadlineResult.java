package io.storagebench.results;

/** The step's headline: {@code label} (ips, qps) = {@code value} per second of {@code unit} done by {@code actor}. */
public record HeadlineResult(String actor, String unit, String label, double value) {
}
