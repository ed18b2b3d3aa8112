/**
 * Turns a comparison into a report: the generic tables every workload with headline rates gets (throughput,
 * relative throughput, efficiency, each engine's own counters, each client host's figures of a run merged from shards,
 * response times, charts), with the workload's own {@link io.storagebench.report.layout.WorkloadLayout} on top, found
 * with {@code ServiceLoader} in the workload's jar ({@link io.storagebench.report.layout.GenericLayout} when it brings
 * none), the scaleup view of a sweep, the version summary a comparison of versions ends with, and the warnings a
 * report opens with when its runs were set up differently.
 */
package io.storagebench.report.layout;
