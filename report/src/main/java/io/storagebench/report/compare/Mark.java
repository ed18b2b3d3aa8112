package io.storagebench.report.compare;

/** How a cell is highlighted. BETTER/WORSE are oriented by the figure's {@link Direction}, not by the ratio. */
public enum Mark {
    NONE,
    /** Beyond the threshold, and beyond the run-to-run noise, in the good direction (the reference's blue). */
    BETTER,
    /** Beyond the threshold and the noise in the bad direction (the reference's yellow). */
    WORSE,
    /** In the top quarter of its column's [min, max] (the reference's green in the absolute throughput table). */
    TOP_QUARTER,
    /** In the bottom quarter of its column, unless the column's min is at least 80% of its max (the reference's red). */
    BOTTOM_QUARTER,
    /** An SLA failure (the reference's gray in the throughput table, red in the background-rate table). */
    FAIL,
    /** A figure that could not be measured. */
    ABSENT
}
