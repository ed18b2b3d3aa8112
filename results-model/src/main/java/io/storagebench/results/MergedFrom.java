package io.storagebench.results;

import java.util.List;

/**
 * Where a merged bundle came from: the {@code count} shards of run {@code runId} it combines, each with its host and
 * times, in shard order. A bundle one process wrote has none (null, and absent from the JSON, which readers from
 * before merging ignore).
 */
public record MergedFrom(String runId, int count, List<MergedShard> shards) {
    public MergedFrom {
        shards = List.copyOf(shards);
    }

    /** The client hosts, each once, in shard order. */
    public List<String> hosts() {
        return shards.stream().map(MergedShard::hostname).distinct().toList();
    }
}
