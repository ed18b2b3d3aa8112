package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.ProfileFiles;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A server configuration profile: {@code name=value} lines shipped as a resource under {@code profiles/}, with
 * {@code #} comments, {@code include=other} to start from another profile and lines for some versions only
 * ({@code [13+] name=value}, {@link ProfileFiles}). shared_buffers always comes from the run's cache budget, so every
 * engine gets the same cache.
 */
public record Profile(String name, Map<String, String> settings) {
    /** The profiles shipped with storagebench. */
    public static final List<String> NAMES = List.of("default", "small");

    public Profile {
        settings = Map.copyOf(settings);
    }

    /**
     * Loads a shipped profile for a build of {@code version} (empty when unknown: then only the lines for every
     * version) and sets shared_buffers to the cache budget.
     */
    public static Profile load(String name, long cacheBytes, Optional<String> version) {
        Map<String, String> settings = ProfileFiles.read(Profile.class, "profiles", PostgresEngineProvider.NAME,
                NAMES, name, version);
        settings.put("shared_buffers", (sharedBuffers(cacheBytes) >> 10) + "kB");
        return new Profile(name, settings);
    }

    /** Loads a shipped profile for the build in {@code bin}: its version ({@code postgres --version}) picks lines. */
    public static Profile forBuild(String name, long cacheBytes, Path bin) {
        return load(name, cacheBytes, BuildSettings.knownVersion(bin));
    }

    /** The shared_buffers a cache budget becomes: the budget, never below {@link Defaults#MIN_SHARED_BUFFERS}. */
    public static long sharedBuffers(long cacheBytes) {
        return Math.max(Defaults.MIN_SHARED_BUFFERS, cacheBytes);
    }
}
