package io.storagebench.results;

/** One shard of a merged bundle: its index (0-based), the host it ran on, when it started and ended, and how. */
public record MergedShard(int index, String hostname, String startedAt, String endedAt, RunStatus status) {
}
