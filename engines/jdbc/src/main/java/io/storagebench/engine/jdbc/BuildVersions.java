package io.storagebench.engine.jdbc;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The version a server build says it is ({@code postgres --version}, {@code mariadbd --version}), asked once per
 * binary and process: it picks a profile's lines for some versions only ({@link VersionRange}) and words the messages
 * about settings a build lacks.
 */
public final class BuildVersions {
    /** What a build that does not say its version is called in messages. */
    public static final String UNKNOWN = "?";
    private static final Map<Path, String> VERSIONS = new ConcurrentHashMap<>();

    private BuildVersions() {
    }

    /**
     * The version {@code binary --version} prints: the first group of {@code pattern}, or {@link #UNKNOWN}.
     *
     * @param timeoutSeconds how long the binary may take to answer
     */
    public static String of(Path binary, Pattern pattern, int timeoutSeconds) {
        return VERSIONS.computeIfAbsent(binary.toAbsolutePath().normalize(), b -> ask(b, pattern, timeoutSeconds));
    }

    /** The version, empty when the build does not say it. */
    public static Optional<String> known(Path binary, Pattern pattern, int timeoutSeconds) {
        String v = of(binary, pattern, timeoutSeconds);
        return v.equals(UNKNOWN) ? Optional.empty() : Optional.of(v);
    }

    private static String ask(Path binary, Pattern pattern, int timeoutSeconds) {
        try {
            Matcher m = pattern.matcher(ServerProcesses.run(List.of(binary.toString(), "--version"), timeoutSeconds)
                    .output());
            return m.find() ? m.group(1) : UNKNOWN;
        } catch (RuntimeException e) {
            return UNKNOWN; // no such binary: starting the server says what is wrong
        }
    }
}
