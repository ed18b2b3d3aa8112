package io.storagebench.results;

import java.util.Map;

/**
 * The engine as it identified itself, the options the user gave, the shared cache budget and the data directory.
 */
public record EngineInfo(String name, String product, String version, String flavour,
                         Map<String, String> configuration, Map<String, String> options, long cacheBytes,
                         String dataDir) {
    /**
     * The key of {@link #options} that names the published server build a run fetched (artifact and SHA-1); the run's
     * {@link #BIN_DIR} is then where that build was unpacked, and its version tells it from other runs'.
     */
    public static final String DISTRIBUTION = "distribution";
    /** The option naming a server engine's binaries. */
    public static final String BIN_DIR = "bin-dir";

    public EngineInfo {
        configuration = Map.copyOf(configuration);
        options = Map.copyOf(options);
    }
}
