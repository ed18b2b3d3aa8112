package io.storagebench.results;

import com.fasterxml.jackson.annotation.JsonInclude;
import java.util.Map;

/**
 * The workload, its profile, seed and every effective parameter; {@code shard} says which share of a sharded run this
 * bundle holds (null, and absent from the JSON, for a run in one process).
 */
public record WorkloadInfo(String name, String profile, long seed, Map<String, String> parameters,
                           @JsonInclude(JsonInclude.Include.NON_NULL) ShardInfo shard) {
    public WorkloadInfo {
        parameters = Map.copyOf(parameters);
    }

    /** A run in one process. */
    public WorkloadInfo(String name, String profile, long seed, Map<String, String> parameters) {
        this(name, profile, seed, parameters, null);
    }
}
