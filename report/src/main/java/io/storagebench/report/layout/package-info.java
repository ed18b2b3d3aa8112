/**
 * Turns a comparison into a report: the generic tables every workload with headline rates gets (throughput,
 * relative throughput, efficiency, response times, charts), with a {@link
 * io.storagebench.report.layout.WorkloadLayout} per workload on top (the Insert Benchmark's background insert rates,
 * sysbench's relative QPS by group).
 */
package io.storagebench.report.layout;
