package io.storagebench.testservers;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Optional;

/**
 * What a test on a managed server needs from the machine. A server that cannot run here (binaries or a plugin not
 * installed): in CI ({@code CI=true}) the test fails, on a developer's machine it is skipped with the engine's
 * message, which names the package to install. Work directories live under {@code target/}, not JUnit's private
 * temporary directories: as root a server runs as its own user (postgres, mysql), which must be able to reach them.
 */
public final class TestServers {
    private TestServers() {
    }

    /** What was located, or the calling test fails (CI) or is skipped (elsewhere) with {@code missingMessage}. */
    public static <T> T require(Optional<T> located, String missingMessage) {
        return located.orElseGet(() -> missing(missingMessage));
    }

    /** Fails (CI) or skips (elsewhere) the calling test: what it needs is not installed, as the message says. */
    public static <T> T missing(String message) {
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(message);
        }
        abort("skipped: " + message);
        return null;
    }

    /** A new directory under target/ that a server's own user can reach. */
    public static Path workDir(String prefix) {
        try {
            Path target = Files.createDirectories(Path.of("target").toAbsolutePath());
            // createTempDirectory makes it private (rwx------), which the server's user could not traverse
            return Files.createTempDirectory(target, prefix,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
