package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ProfileFiles;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A server configuration profile of one flavour: {@code name=value} lines (or a bare {@code name} for a flag),
 * shipped as a resource under {@code profiles/<innodb|myrocks>/}, with lines for some versions only ({@code [-10]
 * name=value}, {@link ProfileFiles}). The cache (innodb_buffer_pool_size or
 * rocksdb_block_cache_size) always comes from the run's cache budget, so every engine gets the same cache.
 */
public record MariaDbProfile(String name, Map<String, String> settings) {
    /** The profiles shipped with storagebench, for each flavour. */
    public static final List<String> NAMES = List.of("default", "small", "io-bound");

    public MariaDbProfile {
        settings = Map.copyOf(settings);
    }

    /**
     * Loads a shipped profile for a build of {@code version} (empty when unknown: then only the lines for every
     * version) and sets the flavour's cache to the cache budget.
     */
    public static MariaDbProfile load(Flavour flavour, String name, long cacheBytes, Optional<String> version) {
        Map<String, String> settings = ProfileFiles.read(MariaDbProfile.class, "profiles/" + flavour.settingsPrefix(),
                flavour.engineName(), NAMES, name, version);
        settings.put(flavour.cacheSetting(), String.valueOf(cacheBytes(flavour, cacheBytes)));
        return new MariaDbProfile(name, settings);
    }

    /** The bytes the flavour's cache setting gets from a cache budget: the budget, never below its floor. */
    public static long cacheBytes(Flavour flavour, long cacheBytes) {
        long min = flavour == Flavour.INNODB ? Defaults.MIN_BUFFER_POOL : Defaults.MIN_BLOCK_CACHE;
        return Math.max(min, cacheBytes);
    }
}
