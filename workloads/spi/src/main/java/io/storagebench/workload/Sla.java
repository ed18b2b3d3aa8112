package io.storagebench.workload;

import java.util.Objects;

/**
 * A service-level target on a paced actor: its rate in {@code unit} must reach {@code minShare} of
 * {@code targetPerSecond} (the Insert Benchmark: the background inserter at 95% of its target row rate). A workload
 * guarantees that {@code actor} names a paced actor of the same step and that the target is that actor's whole rate
 * (per thread rate times threads), in {@code unit}.
 */
public record Sla(String actor, Unit unit, double targetPerSecond, double minShare) {
    public Sla {
        Objects.requireNonNull(actor, "actor");
        Objects.requireNonNull(unit, "unit");
        if (!(targetPerSecond > 0) || !(minShare > 0 && minShare <= 1)) {
            throw new IllegalArgumentException("bad SLA: target " + targetPerSecond + ", share " + minShare);
        }
    }

    /** The lowest passing rate: the reference's {@code round(0.95 * target)}. */
    public double threshold() {
        return Math.round(minShare * targetPerSecond);
    }

    /** True when the achieved rate meets the threshold. */
    public boolean passes(double achievedPerSecond) {
        return achievedPerSecond >= threshold();
    }
}
