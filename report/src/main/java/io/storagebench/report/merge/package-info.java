/**
 * Merges the shard bundles of one run (each written by {@code run --shard I/N} on its own client host) into one
 * bundle for the run, exactly where the data allow it: counts summed, rates over the span of the shards' measured
 * windows, latency from the sum of the HDR histograms, per-second series aligned by wall-clock second, SLAs judged per
 * shard with the step failing if any shard's fails, client-host figures per host, server figures counted once.
 * {@link io.storagebench.report.merge.ShardMerge} is the entry point; it refuses, in one line, shards that are not the
 * complete and consistent set of one run. docs/merge.md says how each figure is combined.
 */
package io.storagebench.report.merge;
