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

    /**
     * The option as an integer in {@code [min, max]}, or {@code defaultValue} when the user did not set it.
     *
     * @throws IllegalArgumentException naming the option and the value when it is not such an integer
     */
    public long longOption(String name, long defaultValue, long min, long max) {
        String text = options.getOrDefault(name, String.valueOf(defaultValue));
        try {
            long value = Long.parseLong(text.strip());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // reported below, with the range
        }
        throw new IllegalArgumentException("bad " + name + " '" + text + "': expected an integer in [" + min + ", "
                + max + "]");
    }
}
