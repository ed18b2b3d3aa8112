package io.storagebench.workload;

import java.util.Objects;

/**
 * The step's headline number: the rate of one actor in one unit, with the reference tools' label ({@code ips}
 * for rows inserted per second, {@code qps} for queries per second).
 */
public record Headline(String actor, Unit unit, String label) {
    public Headline {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(unit, "unit");
        Objects.requireNonNull(label, "label");
    }
}
