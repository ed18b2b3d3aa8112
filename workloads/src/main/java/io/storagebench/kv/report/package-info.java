/**
 * The kv workloads' report layouts, brought by their jar as a plug-in workload brings its own: the HTML layouts
 * ({@link io.storagebench.kv.report.KvLayout}, {@link io.storagebench.kv.report.IoEfficiencyLayout}), the terminal
 * summaries ({@link io.storagebench.kv.report.KvSummary}, {@link io.storagebench.kv.report.IoEfficiencySummary}), and
 * the figures derived from the steps rather than measured by a probe: the IO-efficiency study's ratios of each read
 * step to its queue-depth-1 baseline ({@link io.storagebench.kv.report.IoEfficiency}) and the write amplification of
 * {@code overwriteandwait} with the compaction debt its wait pays ({@link io.storagebench.kv.report.CompactionDebt}).
 * Both add metrics to the bundle's steps, so the terminal summary, the reports and the bundle files show the same
 * figures.
 */
package io.storagebench.kv.report;
