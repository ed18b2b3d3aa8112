package io.storagebench.spi;

/**
 * How much of this host's memory an engine sets aside for its cache, and in which settings, so that a cache the
 * host cannot hold is refused before the engine opens.
 *
 * @param bytes    the memory taken in all, on this host
 * @param settings the settings that take it, in words a user can look up ({@code innodb_buffer_pool_size=8g on each
 *                 of 3 nodes}), or empty when the engine allocates the cache budget itself, as it is
 */
public record CacheMemory(long bytes, String settings) {
    public CacheMemory {
        if (bytes < 0) {
            throw new IllegalArgumentException("cache memory cannot be negative: " + bytes);
        }
        settings = settings == null ? "" : settings.strip();
    }

    /** The cache budget itself, allocated as it is (an embedded engine's block cache or page cache). */
    public static CacheMemory budget(long cacheBytes) {
        return new CacheMemory(cacheBytes, "");
    }
}
