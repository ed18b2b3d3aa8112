package io.storagebench.report.compare;

/** Which way a figure is better: throughput up, costs per operation (CPU, IO, size, latency) down. */
public enum Direction {
    HIGHER_IS_BETTER,
    LOWER_IS_BETTER
}
