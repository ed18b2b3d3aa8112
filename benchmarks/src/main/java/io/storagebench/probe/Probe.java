package io.storagebench.probe;

import io.storagebench.spi.Engine;

/**
 * Watches one step (JMH's {@code InternalProfiler}: before and after the measured part). The runner calls
 * {@link #start} when the step's actors start; the returned {@link ProbeRun} gets {@link ProbeRun#sample()} at the
 * start and once a second, {@link ProbeRun#measureFromNow()} when the warmup ends, and
 * {@link ProbeRun#finish} once. The warmup is excluded because every metric is a delta from the warmup-end snapshot.
 * Implementations must not throw from a run's methods for an unreadable counter: they report it absent with a reason.
 */
public interface Probe {
    /** A short name, used in the reason when the probe itself fails. */
    String name();

    /** Starts watching a step on {@code engine}. */
    ProbeRun start(Engine engine);
}
