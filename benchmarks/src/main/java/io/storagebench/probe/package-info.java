/**
 * Probes: JMH's profiler idea applied to a storage engine. A {@link io.storagebench.probe.Probe} starts with a step,
 * takes counter snapshots at the end of the warmup, once a second and at the step's end (never per operation), and
 * returns named, unit-carrying {@link io.storagebench.results.MetricResult}s normalised by the step's operations.
 * Built in: {@link io.storagebench.probe.OsProbe} (/proc), {@link io.storagebench.probe.SpaceProbe} and
 * {@link io.storagebench.probe.EngineProbe}. See docs/metrics.md for every metric.
 */
package io.storagebench.probe;
