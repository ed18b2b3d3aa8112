package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import io.storagebench.engine.postgres.Binaries;
import io.storagebench.engine.postgres.PostgresServer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.Map;

/**
 * What the Postgres tests need from the machine. Server binaries missing: in CI ({@code CI=true}) the tests
 * fail, on a developer's machine they are skipped with a message that names the package to install. Work
 * directories live under {@code target/}, not JUnit's private temporary directories: as root the server runs as
 * the postgres user, which must be able to reach them.
 */
final class PostgresTestServer {
    private PostgresTestServer() {
    }

    /** Fails (CI) or skips (elsewhere) the calling test when the server binaries are not installed. */
    static Path requireBinaries() {
        return Binaries.locate().orElseGet(() -> {
            if ("true".equalsIgnoreCase(System.getenv("CI"))) {
                fail(Binaries.missingMessage());
            }
            abort("skipped: " + Binaries.missingMessage());
            return null;
        });
    }

    /** A new directory under target/ that the postgres user can reach. */
    static Path workDir(String prefix) {
        try {
            Path target = Files.createDirectories(Path.of("target").toAbsolutePath());
            // createTempDirectory makes it private (rwx------), which the postgres user could not traverse
            return Files.createTempDirectory(target, prefix,
                    PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwxr-xr-x")));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts a server of the test's own, with these settings, in a new directory named after the prefix. */
    static PostgresServer start(String prefix, Map<String, String> settings) {
        return PostgresServer.start(requireBinaries(), workDir(prefix), 0, settings);
    }

    /** Starts a small server with the default profile's settings, for tests that share one. */
    static PostgresServer start(Path bin) {
        Path dir = workDir("pg-shared");
        return PostgresServer.start(bin, dir, 0, Map.of("shared_buffers", "64MB", "synchronous_commit", "off",
                "fsync", "off", "max_connections", "200"));
    }
}
