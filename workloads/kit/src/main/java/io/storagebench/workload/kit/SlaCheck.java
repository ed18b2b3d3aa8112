package io.storagebench.workload.kit;

import io.storagebench.workload.Sla;

/**
 * A step's SLA judged over the kit's measured window, as the runner judges it over the real one.
 *
 * @param achieved the actor's measured rate in the SLA's unit, per virtual second
 */
public record SlaCheck(Sla sla, double achieved) {
    /** True when the achieved rate reaches the SLA's threshold. */
    public boolean passes() {
        return sla.passes(achieved);
    }
}
