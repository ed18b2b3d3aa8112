package io.storagebench.engine.jdbc;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Reads a server configuration profile shipped as a resource: {@code name=value} lines (or a bare {@code name} for
 * a flag), {@code #} comments, and {@code include=other} to start from another profile of the same directory. A line
 * may begin with the server versions it applies to ({@code [13+] autovacuum_vacuum_insert_scale_factor=0.05},
 * {@link VersionRange}), so that one profile serves versions that differ in the settings they accept; on a build
 * whose version is not known such a line applies to none.
 */
public final class ProfileFiles {
    private ProfileFiles() {
    }

    /**
     * The settings of profile {@code name}, in file order.
     *
     * @param owner     the class whose package holds the directory
     * @param directory the resource directory relative to that package, e.g. {@code profiles}
     * @param engine    the engine name, for the message about an unknown profile
     * @param names     the profiles that exist
     * @param version   the version of the build the profile is for ({@code 17.12}, {@code 11.4.5}), empty if unknown
     */
    public static Map<String, String> read(Class<?> owner, String directory, String engine, List<String> names,
                                           String name, Optional<String> version) {
        Map<String, String> settings = new LinkedHashMap<>();
        read(owner, directory, engine, names, name, version, settings);
        return settings;
    }

    private static void read(Class<?> owner, String directory, String engine, List<String> names, String name,
                             Optional<String> version, Map<String, String> into) {
        if (!names.contains(name)) {
            throw new IllegalArgumentException("unknown profile '" + name + "' for engine " + engine + " (profiles: "
                    + String.join(", ", names) + ")");
        }
        try (InputStream in = owner.getResourceAsStream(directory + "/" + name + ".conf")) {
            if (in == null) {
                throw new IllegalStateException("profile resource " + directory + "/" + name
                        + " is missing from the jar");
            }
            for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
                String l = line.strip();
                if (l.isEmpty() || l.startsWith("#")) {
                    continue;
                }
                if (l.startsWith("[")) {
                    int close = l.indexOf(']');
                    if (close < 0) {
                        throw new IllegalStateException("profile " + name + ": no ] in '" + l + "'");
                    }
                    VersionRange range = VersionRange.parse(l.substring(1, close));
                    if (version.isEmpty() || !range.holds(version.get())) {
                        continue;
                    }
                    l = l.substring(close + 1).strip();
                }
                int eq = l.indexOf('=');
                String key = (eq < 0 ? l : l.substring(0, eq)).strip();
                String value = eq < 0 ? "" : l.substring(eq + 1).strip();
                if (key.equals("include")) {
                    read(owner, directory, engine, names, value, version, into);
                } else {
                    into.put(key, value);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read profile " + name, e);
        }
    }
}
