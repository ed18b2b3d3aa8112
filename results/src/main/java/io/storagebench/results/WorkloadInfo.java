package io.storagebench.results;

import java.util.Map;

/** The workload, its profile, seed and every effective parameter. */
public record WorkloadInfo(String name, String profile, long seed, Map<String, String> parameters) {
    public WorkloadInfo {
        parameters = Map.copyOf(parameters);
    }
}
