package io.storagebench.distribute;

import io.storagebench.api.Defaults;

/**
 * How hosts that a scheduler logs in to (Slurm nodes, ssh hosts) start storagebench and where a shard keeps its
 * files: each run's bundles, and its barrier directory, under the run's id, so that runs never share either.
 *
 * @param storagebench       how the hosts start storagebench (a path on a shared file system, or a name on PATH)
 * @param resultsDir         where the bundles go, relative to the job's directory or the login directory
 * @param syncDir            a directory every host reads and writes, for run's {@code --sync-dir}, or null for none
 * @param syncTimeoutSeconds run's {@code --sync-timeout}, written beside {@code --sync-dir}
 */
public record HostLayout(String storagebench, String resultsDir, String syncDir, long syncTimeoutSeconds) {
    /** With the default sync timeout. */
    public HostLayout(String storagebench, String resultsDir, String syncDir) {
        this(storagebench, resultsDir, syncDir, Defaults.SHARD_SYNC_TIMEOUT_SECONDS);
    }
}
