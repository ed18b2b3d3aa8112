package io.storagebench.api;

import io.storagebench.spi.OptionSpec;

/** The cache budget as users write it (512m, 8g, 1073741824): a size option of the SPI, read as engines read theirs. */
final class CacheSize {
    /** {@code --cache-size}: any positive size, {@link Defaults#CACHE_SIZE} when neither user nor workload gives one. */
    static final OptionSpec SPEC = OptionSpec.size("cache size", "the cache budget of the engine",
            Defaults.CACHE_SIZE, 1, Long.MAX_VALUE);

    private CacheSize() {
    }

    /** The bytes {@code text} stands for; a bad size is bad input, worded as every option's. */
    static long parse(String text) {
        return (Long) EngineOptionValues.parse(SPEC, text);
    }
}
