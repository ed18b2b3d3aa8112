package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * The Insert Benchmark through the CLI on a throwaway MariaDB server of each flavour at a micro scale, and bad
 * input: each a one-line error with exit code 2 and no server left running.
 */
class MariaDbEndToEndTest {

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void aMicroRunOnAManagedServerWritesTheBundleAndStopsTheServer(Flavour flavour) throws Exception {
        MariaDbTestServer.require(flavour);
        Path dir = PostgresTestServer.workDir("mariadb-e2e");
        Path bundleFile = dir.resolve("result.json");
        Cli.Result r = Cli.run(dir.resolve("log"), InsertBenchmarkEndToEndTest.concat(new String[] {"run",
            "--engine", flavour.engineName(), "-o", "profile=small", "--cache-size", "128m", "--work-dir",
            Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress"},
            InsertBenchmarkEndToEndTest.MICRO));

        assertThat(r.exitCode()).as(r.err()).isZero();
        assertThat(r.out()).contains("l.i0", "qp1000");
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        assertThat(bundle.engine().name()).isEqualTo(flavour.engineName());
        assertThat(bundle.engine().product()).isEqualTo("MariaDB");
        assertThat(bundle.engine().flavour()).isEqualTo(flavour.label());
        assertThat(bundle.engine().version()).matches("\\d+\\.\\d+.*");
        assertThat(bundle.engine().configuration()).containsEntry(flavour.cacheSetting(), String.valueOf(128L << 20))
                .containsEntry("storagebench.profile", "small").containsEntry("storagebench.mode", "managed")
                .containsEntry("connector.useServerPrepStmts", "true");
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x", "l.i1", "l.i2",
                "qr100", "qp100", "qr500", "qp500", "qr1000", "qp1000");
        for (StepResult step : bundle.steps()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().value()).as(step.name()).isPositive();
        }
        assertThat(bundle.steps().get(0).actor("inserter").rows()).isEqualTo(20_000);
        assertThat(bundle.steps().get(2).actor("deleter").rows()).isEqualTo(4000);
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
        assertNoServerLeft(dir);
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void anUnknownProfileIsBadInput(Flavour flavour) throws Exception {
        expectBadInput(flavour, "unknown profile 'huge' for engine " + flavour.engineName(), "-o", "profile=huge");
    }

    @ParameterizedTest
    @EnumSource(Flavour.class)
    void missingBinariesAreBadInput(Flavour flavour) throws Exception {
        Path empty = PostgresTestServer.workDir("mariadb-nobin");
        expectBadInput(flavour, "bad bin-dir", "-o", "bin-dir=" + Cli.path(empty));
    }

    @ParameterizedTest
    @EnumSource(value = Flavour.class, names = "MYROCKS")
    void aMissingMyRocksPluginIsBadInput(Flavour flavour) throws Exception {
        Path empty = PostgresTestServer.workDir("mariadb-noplugin");
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
        Path dir = PostgresTestServer.workDir("mariadb-url");
        try {
            MariaDbTestServer.asRoot(server, "CREATE DATABASE ib",
                    "CREATE USER 'bench'@'%' IDENTIFIED BY 'right-secret'", "GRANT ALL ON ib.* TO 'bench'@'%'");
            String url = server.jdbcUrl("ib");
            Path passwordFile = Files.writeString(dir.resolve("password"), "right-secret\n");
            Path bundleFile = dir.resolve("url.json");
            Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "mariadb-innodb", "--jdbc-url", url,
                    "-o", "user=bench", "-o", "password-file=" + Cli.path(passwordFile), "--work-dir",
                    Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile), "--no-progress",
                    "-p", "steps=l.i0,l.x,l.i1", "-p", "rows.l.i0=2000", "-p", "rows.l.i1=500");
            assertThat(r.exitCode()).as(r.err()).isZero();
            ResultBundle bundle = BundleFiles.read(bundleFile);
            assertThat(bundle.steps()).extracting(StepResult::status).containsOnly(RunStatus.OK);
            assertThat(bundle.engine().configuration()).containsEntry("storagebench.mode", "url")
                    .containsEntry("connector.tls", "off");
            assertThat(Files.readString(bundleFile)).doesNotContain("right-secret");
            assertThat(r.out() + r.err()).doesNotContain("right-secret");
            assertThat(ProcessHandle.of(server.pid())).as("the server still runs").isPresent();

            Path wrongFile = Files.writeString(dir.resolve("wrong"), "wrong-secret\n");
            Cli.Result wrong = Cli.run(dir.resolve("log2"), "run", "--engine", "mariadb-innodb", "--jdbc-url", url,
                    "-o", "user=bench", "-o", "password-file=" + Cli.path(wrongFile), "--work-dir",
                    Cli.path(dir.resolve("work")), "--no-progress");
            assertThat(wrong.exitCode()).as(wrong.err()).isEqualTo(2);
            assertThat(wrong.err().strip()).contains("cannot connect to", "Access denied")
                    .doesNotContain("wrong-secret").doesNotContain("\tat ");
            assertThat(wrong.err().strip().lines()).hasSize(1);

            // the URL above says no sslMode and ran without TLS (sysbench's default); one that asks for TLS gets it
            Cli.Result tls = Cli.run(dir.resolve("log3"), "run", "--engine", "mariadb-innodb", "--jdbc-url",
                    url + "?sslMode=verify-full", "-o", "user=bench", "-o", "password-file=" + Cli.path(passwordFile),
                    "--work-dir", Cli.path(dir.resolve("work")), "--no-progress");
            assertThat(tls.exitCode()).as(tls.err()).isEqualTo(2);
            assertThat(tls.err().strip()).contains("cannot connect to", "ssl").doesNotContain("\tat ");
        } finally {
            server.close();
        }
    }

    @Test
    void ctrlCStopsTheServerAndKeepsWhatWasMeasured() throws Exception {
        MariaDbTestServer.require(Flavour.INNODB);
        Path dir = PostgresTestServer.workDir("mariadb-int");
        InsertBenchmarkEndToEndTest.interruptInQr100(dir, "mariadb-innodb", "mariadb.err", "Shutdown complete");
        assertNoServerLeft(dir);
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
        Path dir = PostgresTestServer.workDir("mariadb-bad");
        String[] args = InsertBenchmarkEndToEndTest.concat(new String[] {"run", "--engine", flavour.engineName(),
            "--work-dir", Cli.path(dir.resolve("work")), "--no-progress"}, options);
        Cli.Result r = Cli.run(dir.resolve("log"), args);
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains(expected).doesNotContain("\tat ").doesNotContain("secret");
        assertThat(r.err().strip().lines()).hasSize(1);
        assertNoServerLeft(dir);
    }

    private static void assertNoServerLeft(Path dir) throws Exception {
        assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
                .filter(c -> c.contains(dir.toString()))).as("server processes under " + dir).isEmpty();
        if (Files.exists(dir.resolve("work"))) {
            try (var runs = Files.list(dir.resolve("work"))) {
                assertThat(runs).as("data removed after the run").isEmpty();
            }
        }
    }
}
