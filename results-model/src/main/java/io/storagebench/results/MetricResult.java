package io.storagebench.results;

import java.util.List;

/**
 * One efficiency metric of a step, from counter deltas over its measured window (warmup excluded).
 *
 * @param name   e.g. {@code cpu_us_per_op.host}, {@code write_kb_per_insert}, {@code db_gb} (see docs/metrics.md)
 * @param unit   e.g. {@code us/op}, {@code KB/insert}, {@code GB}, {@code %}
 * @param value  the value, or null when the counter could not be read
 * @param reason why the value is absent (null when it is present); an unreadable counter is never reported as zero
 * @param series one value per second of the step (rates: per second, from the step's start, warmup seconds
 *               included, aligned with the actors' series); empty when the metric has none
 */
public record MetricResult(String name, String unit, Double value, String reason, List<Double> series) {
    public MetricResult {
        series = series == null ? List.of() : List.copyOf(series);
    }

    public static MetricResult of(String name, String unit, double value) {
        return new MetricResult(name, unit, value, null, List.of());
    }

    public static MetricResult absent(String name, String unit, String reason) {
        return new MetricResult(name, unit, null, reason, List.of());
    }

    public boolean present() {
        return value != null;
    }
}
