package io.storagebench.results;

import java.util.Map;

/**
 * The engine as it identified itself, the options the user gave, the shared cache budget and the data directory.
 */
public record EngineInfo(String name, String product, String version, String flavour,
                         Map<String, String> configuration, Map<String, String> options, long cacheBytes,
                         String dataDir) {
    public EngineInfo {
        configuration = Map.copyOf(configuration);
        options = Map.copyOf(options);
    }
}
