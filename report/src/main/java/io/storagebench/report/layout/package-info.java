/**
 * Turns a comparison into a report: the generic tables every workload with headline rates gets (throughput,
 * relative throughput, efficiency, each engine's own counters, each client host's figures of a run merged from shards,
 * response times, charts), with a {@link io.storagebench.report.layout.WorkloadLayout} per workload on top (the Insert
 * Benchmark's background insert rates, sysbench's relative QPS by group), the scaleup view of a sweep, the version
 * summary a comparison of versions ends with, and the warnings a report opens with when its runs were set up
 * differently.
 */
package io.storagebench.report.layout;
