package io.storagebench.engine.postgres;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A server configuration profile: {@code name=value} lines shipped as a resource under {@code profiles/}, with
 * {@code #} comments and {@code include=other} to start from another profile. shared_buffers always comes from the
 * run's cache budget, so every engine gets the same cache.
 */
public record Profile(String name, Map<String, String> settings) {
    /** The profiles shipped with storagebench. */
    public static final List<String> NAMES = List.of("default", "small");

    public Profile {
        settings = Map.copyOf(settings);
    }

    /** Loads a shipped profile and sets shared_buffers to the cache budget. */
    public static Profile load(String name, long cacheBytes) {
        Map<String, String> settings = new LinkedHashMap<>();
        read(name, settings);
        long buffers = Math.max(Defaults.MIN_SHARED_BUFFERS, cacheBytes);
        settings.put("shared_buffers", (buffers >> 10) + "kB");
        return new Profile(name, settings);
    }

    private static void read(String name, Map<String, String> into) {
        if (!NAMES.contains(name)) {
            throw new IllegalArgumentException("unknown profile '" + name + "' for engine postgres (profiles: "
                    + String.join(", ", NAMES) + ")");
        }
        try (InputStream in = Profile.class.getResourceAsStream("profiles/" + name + ".conf")) {
            if (in == null) {
                throw new IllegalStateException("profile resource " + name + " is missing from the jar");
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                int eq = l.indexOf('=');
                String key = l.substring(0, eq).strip();
                String value = l.substring(eq + 1).strip();
                if (key.equals("include")) {
                    read(value, into);
                } else {
                    into.put(key, value);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read profile " + name, e);
        }
    }
}
