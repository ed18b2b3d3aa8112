/**
 * Figures derived from the steps of a db_bench-style run rather than measured by a probe: the IO-efficiency study's
 * ratios of each read step to its queue-depth-1 baseline ({@link io.storagebench.report.kv.IoEfficiency}) and the
 * write amplification of {@code overwriteandwait} with the compaction debt its wait pays
 * ({@link io.storagebench.report.kv.CompactionDebt}). Both add metrics to the bundle's steps, so the terminal
 * summary, the reports and the bundle files show the same figures.
 */
package io.storagebench.kv.report;
