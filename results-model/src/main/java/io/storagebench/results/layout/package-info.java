/**
 * What a workload's own jar may bring to show its results: a {@link io.storagebench.results.layout.ReportLayout},
 * found with {@code ServiceLoader}, so the summary of a workload from a plug-in jar reads as its users expect
 * without the report naming it.
 */
package io.storagebench.results.layout;
