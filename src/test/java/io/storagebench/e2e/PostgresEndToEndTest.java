package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;

/**
 * The Insert Benchmark through the CLI on a throwaway PostgreSQL server at a micro scale, and bad input: each a
 * one-line error with exit code 2 and no server left running.
 *
 * <p>Its tests run at once ({@link Execution}): each runs the CLI in a directory of its own, on a server of its own.
 */
@Execution(ExecutionMode.CONCURRENT)
class PostgresEndToEndTest {
    private Path dir;

    @BeforeEach
    void needsTheServerBinaries() {
        PostgresTestServer.requireBinaries();
        dir = PostgresTestServer.workDir("pg-e2e");
    }

    @Test
    void aMicroRunOnAManagedServerWritesTheBundleAndStopsTheServer() throws Exception {
        Path bundleFile = dir.resolve("result.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", "postgres", "-o", "profile=small", "--cache-size", "128m", "--work-dir",
            Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress"},
            InsertBenchmarkEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("l.i0", "qp1000", "pass");
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        assertThat(bundle.engine().name()).isEqualTo("postgres");
        assertThat(Files.readString(dir.resolve("result.logs").resolve("postgres.log")))
                .contains("database system is ready to accept connections", "database system is shut down");
        assertThat(bundle.engine().product()).isEqualTo("PostgreSQL");
        assertThat(bundle.engine().version()).matches("\\d+\\.\\d+.*");
        assertThat(bundle.engine().configuration()).containsEntry("shared_buffers", "128MB")
                .containsEntry("synchronous_commit", "off").containsEntry("storagebench.profile", "small")
                .containsEntry("storagebench.mode", "managed");
        InsertBenchmarkEndToEndTest.assertCompleteMicroRun(bundle);
        assertThat(bundle.steps().get(3).after().quiesced()).isTrue();
        // the server's processes are measured apart from this JVM, and the size is the database's own view
        for (StepResult step : bundle.steps()) {
            assertThat(step.metric("cpu_us_per_op.server").value()).as(step.name()).isPositive();
        }
        // pg_stat counts reach the statistics up to a second late, so look at the last step, long after the load
        StepResult last = bundle.steps().get(bundle.steps().size() - 1);
        assertThat(last.metric("db_gb").value()).isPositive();
        assertThat(last.metric("bytes_per_row").value()).as(last.metric("bytes_per_row").reason())
                .isBetween(50.0, 2000.0);
        assertThat(last.metric("engine.pg.tup_fetched").value()).isPositive();
        ManagedRuns.assertNoServerLeft(dir);
    }

    @Test
    void withAUrlItUsesTheExistingServerAndLeavesItRunning() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try {
            PostgresTestServer.userWithPassword(server, UrlRuns.USER, UrlRuns.PASSWORD, "ib");
            String url = server.jdbcUrl("ib");
            ResultBundle bundle = UrlRuns.ok(dir, "postgres", url, UrlRuns.LOAD).bundle();
            assertThat(bundle.engine().configuration()).containsEntry("storagebench.url", url);
            assertThat(ProcessHandle.of(server.pid())).as("the server still runs").isPresent();

            UrlRuns.wrongPasswordIsOneLine(dir, "postgres", url, "password authentication failed");

            Cli.Result unknownUser = Cli.run(dir.resolve("log3"), "run", "--engine", "postgres", "-o",
                    "jdbc-url=" + server.jdbcUrl("postgres"), "-o", "user=nosuch", "--work-dir",
                    Cli.path(dir.resolve("work")), "--no-progress");
            UrlRuns.assertCannotConnect(unknownUser, "nosuch");
        } finally {
            server.close();
        }
    }

    @Test
    void ctrlCStopsTheServerAndKeepsWhatWasMeasured() throws Exception {
        InsertBenchmarkEndToEndTest.interruptInQr100(dir, "postgres", "postgres.log", "database system is shut down");
        ManagedRuns.assertNoServerLeft(dir);
    }

    @Test
    void anUnknownProfileIsBadInput() throws Exception {
        expectBadInput("unknown profile 'huge'", "-o", "profile=huge");
    }

    @Test
    void missingBinariesAreBadInput() throws Exception {
        expectBadInput("bad bin-dir", "-o", "bin-dir=" + Cli.path(dir));
    }

    @Test
    void aTakenPortIsBadInput() throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            expectBadInput("port " + taken.getLocalPort() + " on 127.0.0.1 is taken", "-o",
                    "port=" + taken.getLocalPort());
        }
    }

    @Test
    void anUnreachableUrlIsBadInput() throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        expectBadInput("cannot connect to jdbc:postgresql://127.0.0.1:" + closed + "/postgres", "-o",
                "jdbc-url=jdbc:postgresql://127.0.0.1:" + closed + "/postgres?password=secret");
    }

    @Test
    void aDataDirectoryTheServerCannotWriteIsBadInput() throws Exception {
        Path locked = Files.createDirectory(dir.resolve("locked"),
                PosixFilePermissions.asFileAttribute(PosixFilePermissions.fromString("rwx------")));
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "postgres", "--work-dir",
                Cli.path(locked.resolve("w")), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).containsAnyOf("Permission denied", "not writable", "cannot enter")
                .doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
        ManagedRuns.assertNoServerLeft(dir);
    }

    private void expectBadInput(String expected, String... options) throws Exception {
        ManagedRuns.expectBadInput(dir, "postgres", expected, options);
    }
}
