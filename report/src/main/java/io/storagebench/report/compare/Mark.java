package io.storagebench.report.compare;

/** How a cell is highlighted. BETTER/WORSE are oriented by the figure's {@link Direction}, not by the ratio. */
public enum Mark {
    NONE,
    /** Beyond the threshold, and beyond the run-to-run noise, in the good direction (the reference's blue). */
    BETTER,
    /** Beyond the threshold and the noise in the bad direction (the reference's yellow). */
    WORSE,
    /** An SLA failure (the reference's gray in the throughput table, red in the background-rate table). */
    FAIL,
    /** A figure that could not be measured. */
    ABSENT
}
