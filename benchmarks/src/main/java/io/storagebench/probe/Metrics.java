package io.storagebench.probe;

import io.storagebench.results.MetricResult;
import java.util.List;

/** Helpers to build per-op metrics from counter deltas, absent with a reason when a part is missing. */
final class Metrics {
    static final double KB = 1024.0;
    static final double GB = 1024.0 * 1024 * 1024;

    private Metrics() {
    }

    /** {@code delta × scale / denominator}, or absent. {@code delta} is null when the counter was unreadable. */
    static MetricResult perOp(String name, String unit, Counters.Delta delta, double scale, Long denominator,
                              String noDenominator) {
        if (delta.value() == null) {
            return MetricResult.absent(name, unit, delta.reason());
        }
        if (denominator == null) {
            return MetricResult.absent(name, unit, noDenominator);
        }
        if (denominator <= 0) {
            return MetricResult.absent(name, unit, "no operations measured");
        }
        return MetricResult.of(name, unit, delta.value() * scale / denominator);
    }

    /**
     * {@code delta × scale / Δevents}, where the denominator is itself a counter's change over the window (disk reads),
     * or absent: the reason of a counter that was not read, or {@code noEvents} when it did not move (never 0).
     */
    static MetricResult perEvent(String name, String unit, Counters.Delta delta, double scale, Counters.Delta events,
                                 String noEvents) {
        if (delta.value() == null) {
            return MetricResult.absent(name, unit, delta.reason());
        }
        if (events.value() == null) {
            return MetricResult.absent(name, unit, events.reason());
        }
        if (events.value() <= 0) {
            return MetricResult.absent(name, unit, noEvents);
        }
        return MetricResult.of(name, unit, delta.value() * scale / events.value());
    }

    static MetricResult withSeries(MetricResult m, List<Double> series) {
        return new MetricResult(m.name(), m.unit(), m.value(), m.reason(), series);
    }
}
