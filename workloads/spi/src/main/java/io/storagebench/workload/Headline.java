package io.storagebench.workload;

import java.util.Objects;

/**
 * The step's headline number: the rate of one actor in one unit, with the reference tools' label ({@code ips}
 * for rows inserted per second, {@code qps} for queries per second), multiplied by {@code factor}: 1 for a plain
 * rate; sysbench's scan reports Krows/s per scanning thread, a factor of 1 / (1000 x threads). {@code actor} names
 * an actor of the same step.
 */
public record Headline(String actor, Unit unit, String label, double factor) {
    public Headline {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(label, "label");
        if (!(factor > 0)) {
            throw new IllegalArgumentException("headline factor must be positive: " + factor);
        }
    }

    /** The actor's plain rate. */
    public Headline(String actor, Unit unit, String label) {
        this(actor, unit, label, 1.0);
    }
}
