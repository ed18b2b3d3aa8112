package io.storagebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;

/**
 * Which share of a sharded run a bundle holds: shard {@code index} (0-based) of {@code count}, all shards of one run
 * carrying the same {@code runId}. The shard's machine is the bundle's {@link HostInfo}. {@code startAt} is the
 * instant (ISO-8601) the shards agreed to start their first step at, or null when they were not told one.
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
public record ShardInfo(String runId, int index, int count, String startAt) {
    public ShardInfo {
        if (count < 1 || index < 0 || index >= count) {
            throw new IllegalArgumentException("shard " + index + "/" + count + " is out of range");
        }
    }

    /** As users write it: {@code 1/3} is the second of three. */
    public String label() {
        return index + "/" + count;
    }
}
