/**
 * The comparison model: bundles grouped into runs (repeats of one configuration), figures as {@link
 * io.storagebench.report.compare.Measure}s over the repeats, and ratios to a base run with highlights oriented by
 * whether higher or lower is better and suppressed within the run-to-run noise; runs alike but for a client count are a
 * scaleup {@link io.storagebench.report.compare.Sweep}, runs of one engine at several versions have a {@link
 * io.storagebench.report.compare.VersionSummary}. Independent of the runner and of any output format.
 */
package io.storagebench.report.compare;
