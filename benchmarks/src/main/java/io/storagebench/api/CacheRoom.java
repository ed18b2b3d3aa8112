package io.storagebench.api;

import io.storagebench.spi.CacheMemory;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.util.Locale;
import java.util.Optional;

/**
 * A run's cache against this host's memory, checked before the engine opens. An embedded engine's cache fills as it
 * is used, so a cache the host cannot hold runs without a word and the bundle records a cache the engine never had; a
 * managed server asks for its memory at start (shared_buffers, each node's buffer pool). A cache the user gave that
 * is more than the host's memory is bad input; one above {@link Defaults#CACHE_WARN_SHARE} of it runs with a warning,
 * since the OS page cache and the client need room too. The default cache, or the one a workload asks for, is not
 * the user's input: above the memory it runs with a warning that says how to give a smaller one.
 */
final class CacheRoom {
    private CacheRoom() {
    }

    /**
     * Refuses a cache the host cannot hold, or returns the warning for one close to its memory.
     *
     * @param flag      how the user gave the cache, to which its size is appended ({@code --cache-size },
     *                  {@code --vary cache-size=})
     * @param hostBytes this host's memory; 0 or less when it is not known, which checks nothing
     * @throws BadInputException naming the size, the memory and the settings it becomes, for a cache the user gave
     */
    static Optional<String> check(Prepared prepared, RunOptions options, String flag, long hostBytes) {
        long cache = prepared.setup().cacheBytes();
        Optional<CacheMemory> memory = prepared.provider().cacheMemory(
                new EngineConfig(options.workDir(), cache, prepared.setup().options()));
        if (hostBytes <= 0 || memory.isEmpty()) {
            return Optional.empty();
        }
        CacheMemory taken = memory.get();
        String given = given(prepared, options, flag);
        String engine = taken.settings().isEmpty() ? ""
                : " (engine " + prepared.provider().name() + ": " + taken.settings() + ")";
        String host = gib(hostBytes);
        if (taken.bytes() > hostBytes) {
            String line = taken.bytes() == cache
                    ? given + " is more than this host's " + host + " of memory" + engine
                    : given + " takes " + OptionSpec.formatSize(taken.bytes()) + " of memory on this host, more than "
                    + "its " + host + engine;
            if (options.cacheBytes() != null) {
                throw new BadInputException(line);
            }
            return Optional.of("warning: " + line + ": give a smaller --cache-size");
        }
        double share = taken.bytes() / (double) hostBytes;
        if (share <= Defaults.CACHE_WARN_SHARE) {
            return Optional.empty();
        }
        String percent = String.format(Locale.ROOT, "%.0f%%", Math.floor(share * 100));
        return Optional.of("warning: " + (taken.bytes() == cache
                ? given + " is " + percent + " of this host's " + host + " of memory" + engine
                : given + " takes " + OptionSpec.formatSize(taken.bytes()) + ", " + percent + " of this host's " + host
                + " of memory" + engine) + ": the OS page cache and the client need room too");
    }

    /** The cache as the user gave it, or where it came from when they did not. */
    private static String given(Prepared prepared, RunOptions options, String flag) {
        String size = OptionSpec.formatSize(prepared.setup().cacheBytes());
        if (options.cacheBytes() != null) {
            return flag + size;
        }
        return prepared.plan().engine().cacheBytes() > 0
                ? "the cache size " + size + " workload " + prepared.plan().workload() + " asks for"
                : "the default cache size " + size;
    }

    /** Bytes in GiB with one decimal, as memory is usually told: 23.5 GiB. */
    static String gib(long bytes) {
        return String.format(Locale.ROOT, "%.1f GiB", bytes / (double) (1L << 30));
    }
}
