package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.StepResult;
import io.storagebench.testservers.TestServers;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Execution;
import org.junit.jupiter.api.parallel.ExecutionMode;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Insert Benchmark through the CLI on a throwaway MariaDB server of each flavour at a micro scale, and bad
 * input: each a one-line error with exit code 2 and no server left running.
 *
 * <p>Its tests run at once ({@link Execution}): each runs the CLI in a directory of its own, on a server of its own.
 */
@Execution(ExecutionMode.CONCURRENT)
class MariaDbEndToEndTest {

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aMicroRunOnAManagedServerWritesTheBundleAndStopsTheServer(Flavour flavour) throws Exception {
        MariaDbTestServer.require(flavour);
        Path dir = TestServers.workDir("mariadb-e2e");
        Path bundleFile = dir.resolve("result.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", flavour.engineName(), "-o", "profile=small", "--cache-size", "128m", "--work-dir",
            Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress"},
            InsertBenchmarkEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("l.i0", "qp1000");
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.engine().name()).isEqualTo(flavour.engineName());
        assertThat(bundle.engine().product()).isEqualTo("MariaDB");
        assertThat(bundle.engine().flavour()).isEqualTo(flavour.label());
        assertThat(bundle.engine().version()).matches("\\d+\\.\\d+.*");
        assertThat(bundle.engine().configuration()).containsEntry(flavour.cacheSetting(), String.valueOf(128L << 20))
                .containsEntry("storagebench.profile", "small").containsEntry("storagebench.mode", "managed")
                .containsEntry("connector.useServerPrepStmts", "true");
        InsertBenchmarkEndToEndTest.assertCompleteMicroRun(bundle);
        assertThat(bundle.steps().get(3).after().quiesced()).isTrue();
        assertThat(bundle.steps().get(2).metric("cpu_us_per_op.server").value()).as("server CPU").isNotNull();
        assertThat(bundle.steps().get(2).metric("db_gb").value()).as("size from the engine").isPositive();
        assertThat(bundle.steps().get(2).metric("engine.mysql.com_stmt_execute").value())
                .as("statements run server-side prepared").isPositive();
        for (StepResult step : bundle.steps()) {
            assertThat(step.metric("cpu_us_per_op.server").value()).as(step.name()).isPositive();
        }
        StepResult last = bundle.steps().get(bundle.steps().size() - 1);
        assertThat(last.metric("bytes_per_row").value()).as(last.metric("bytes_per_row").reason())
                .isBetween(10.0, 5000.0);
        assertThat(Files.readString(dir.resolve("result.logs").resolve("mariadb.err"))).contains("ready for connections");
        ManagedRuns.assertNoServerLeft(dir);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void anUnknownProfileIsBadInput(Flavour flavour) throws Exception {
        expectBadInput(flavour, "unknown profile 'huge' for engine " + flavour.engineName(), "-o", "profile=huge");
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void missingBinariesAreBadInput(Flavour flavour) throws Exception {
        Path empty = TestServers.workDir("mariadb-nobin");
        expectBadInput(flavour, "bad bin-dir", "-o", "bin-dir=" + Cli.path(empty));
    }

    @ParameterizedTest
    @EnumSource(value = Flavour.class, names = "MYROCKS")
    void aMissingMyRocksPluginIsBadInput(Flavour flavour) throws Exception {
        Path empty = TestServers.workDir("mariadb-noplugin");
        expectBadInput(flavour, "ha_rocksdb.so is not in " + empty, "-o", "plugin-dir=" + Cli.path(empty));
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aTakenPortIsBadInput(Flavour flavour) throws Exception {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            expectBadInput(flavour, "port " + taken.getLocalPort() + " on 127.0.0.1 is taken", "-o",
                    "port=" + taken.getLocalPort());
        }
    }

    @Test
    void withAUrlItUsesTheExistingServerWithoutTlsUnlessAskedChecksThePasswordAndLeavesItRunning() throws Exception {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        Path dir = TestServers.workDir("mariadb-url");
        try {
            MariaDbTestServer.userWithPassword(server, UrlRuns.USER, UrlRuns.PASSWORD, "ib");
            String url = server.jdbcUrl("ib");
            ResultBundle bundle = UrlRuns.ok(dir, "mariadb-innodb", url, UrlRuns.LOAD).bundle();
            assertThat(bundle.engine().configuration()).containsEntry("connector.tls", "off");
            assertThat(ProcessHandle.of(server.pid())).as("the server still runs").isPresent();

            UrlRuns.wrongPasswordIsOneLine(dir, "mariadb-innodb", url, "Access denied");

            // the URL above says no sslMode and ran without TLS (sysbench's default); one that asks for TLS gets it
            Cli.Result tls = UrlRuns.run(dir, "log-tls", "mariadb-innodb", url + "?sslMode=verify-full",
                    UrlRuns.PASSWORD);
            UrlRuns.assertCannotConnect(tls, "ssl");
        } finally {
            server.close();
        }
    }

    @Test
    void ctrlCStopsTheServerAndKeepsWhatWasMeasured() throws Exception {
        MariaDbTestServer.require(Flavour.INNODB);
        Path dir = TestServers.workDir("mariadb-int");
        InsertBenchmarkEndToEndTest.interruptInQr100(dir, "mariadb-innodb", "mariadb.err", "Shutdown complete");
        ManagedRuns.assertNoServerLeft(dir);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void anUnreachableUrlIsBadInput(Flavour flavour) throws Exception {
        int closed;
        try (ServerSocket s = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            closed = s.getLocalPort();
        }
        expectBadInput(flavour, "cannot connect to jdbc:mysql://127.0.0.1:" + closed + "/ib", "-o",
                "jdbc-url=jdbc:mysql://127.0.0.1:" + closed + "/ib?password=secret");
    }

    private static void expectBadInput(Flavour flavour, String expected, String... options) throws Exception {
        MariaDbTestServer.require(flavour);
        ManagedRuns.expectBadInput(TestServers.workDir("mariadb-bad"), flavour.engineName(), expected, options);
    }
}
