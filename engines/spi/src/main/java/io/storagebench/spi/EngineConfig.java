package io.storagebench.spi;

import java.nio.file.Path;
import java.util.Map;
import java.util.Objects;

/**
 * What a run gives an engine to open with.
 *
 * @param dataDir    a directory the engine owns for this run (it exists and is empty unless the user reuses one)
 * @param cacheBytes the cache budget shared by all engines: block cache, buffer pool or shared_buffers
 * @param options    engine-specific options, already checked against {@link EngineProvider#options()} names
 */
public record EngineConfig(Path dataDir, long cacheBytes, Map<String, String> options) {
    public EngineConfig {
        Objects.requireNonNull(dataDir, "dataDir");
        if (cacheBytes <= 0) {
            throw new IllegalArgumentException("cache size must be positive, got " + cacheBytes);
        }
        options = Map.copyOf(options);
    }

    /** The option's value, or {@code defaultValue} when the user did not set it. */
    public String option(String name, String defaultValue) {
        return options.getOrDefault(name, defaultValue);
    }
}
