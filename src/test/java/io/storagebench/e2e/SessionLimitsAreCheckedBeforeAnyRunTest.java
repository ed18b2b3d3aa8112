package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A sweep value that needs more connections than the server allows is refused in one line before any of the sweep's
 * runs, not found mid-run as the server's "too many connections": for a managed server from its profile (no server
 * is started), for a server by URL from what it reports.
 */
class SessionLimitsAreCheckedBeforeAnyRunTest {
    @TempDir
    Path dir;

    @Test
    void aManagedServersProfileLimitRefusesTheSweepBeforeAnyServerStarts() throws Exception {
        PostgresTestServer.requireBinaries();
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "-e", "postgres", "-p", "clients=1,40", "--work-dir",
                Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")), "--no-progress");

        assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(2);
        assertThat(onlyLine(r)).isEqualTo("run: insert-benchmark with clients=40 needs 120 "
                + "sessions at once, but engine postgres allows 99 (max_connections=100 of the managed server's "
                + "profile 'default', less 1 the engine keeps for itself): run fewer clients or threads, or raise "
                + "the server's limit");
        assertNothingRan();
    }

    @Test
    void aServerByUrlIsAskedForItsLimit() throws Exception {
        try (PostgresServer server = PostgresTestServer.start("pg-limit", Map.of("max_connections", "12",
                "shared_buffers", "16MB", "fsync", "off"))) {
            Cli.Result r = Cli.run(dir.resolve("log"), "run", "-e", "postgres", "--jdbc-url",
                    server.jdbcUrl("postgres"), "-w", "sysbench", "--tests", "point-query", "-p", "threads=2,16",
                    "--work-dir", Cli.path(dir.resolve("work")), "--results-dir", Cli.path(dir.resolve("results")),
                    "--no-progress");

            assertThat(r.exitCode()).as(r.out() + r.err()).isEqualTo(2);
            assertThat(onlyLine(r)).isEqualTo("run: sysbench with threads=16 needs 16 sessions at once, but engine "
                    + "postgres allows 11 (the server at " + server.jdbcUrl("postgres") + " accepts 12 connections "
                    + "from this user (max_connections less the slots it reserves), less 1 the engine keeps for "
                    + "itself): run fewer clients or threads, or raise the server's limit");
            assertNothingRan();
        }
    }

    /**
     * The refusal is the one line on stderr: the sweep's warning about more clients than CPUs comes only once every
     * value has passed its checks, so a refused sweep does not warn about a run it will not make.
     */
    private static String onlyLine(Cli.Result r) {
        java.util.List<String> lines = r.err().strip().lines().toList();
        assertThat(lines).as(r.err()).hasSize(1);
        return lines.get(0);
    }

    private void assertNothingRan() throws Exception {
        if (Files.exists(dir.resolve("results"))) {
            try (Stream<Path> files = Files.walk(dir.resolve("results"))) {
                assertThat(files.filter(f -> f.toString().endsWith(".json"))).as("no run's bundle").isEmpty();
            }
        }
    }
}
