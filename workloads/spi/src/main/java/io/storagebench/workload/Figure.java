package io.storagebench.workload;

import java.util.Objects;

/**
 * A figure a worker measured itself, which the runner puts among its step's metrics: for what no probe can see, such
 * as the device reads of each slice of an interleaved step. Its name is unique among the step's metrics.
 *
 * @param name   the metric's name in the step's results
 * @param unit   its unit
 * @param value  the value, or null when it could not be measured
 * @param reason why the value is absent (null when it is present)
 */
public record Figure(String name, String unit, Double value, String reason) {
    public Figure {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(unit, "unit");
        if ((value == null) == (reason == null)) {
            throw new IllegalArgumentException("figure " + name + " needs a value or a reason, not both");
        }
    }

    public static Figure of(String name, String unit, double value) {
        return new Figure(name, unit, value, null);
    }

    public static Figure absent(String name, String unit, String reason) {
        return new Figure(name, unit, null, reason);
    }
}
