package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.MariaDbEngineProvider;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * {@code scripts/sysbench/ConnectorJLoop.java}, the bare Connector/J loop that docs/sysbench-vs-storagebench.md
 * splits a 101-row read's client CPU with, runs as the docs run it (the JDK's source launcher, the driver on the
 * class path) and reports a measured window in each of its modes.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class ConnectorJLoopScriptTest {
    private static final Path ROOT = Path.of("../..").toAbsolutePath().normalize();
    private static final Path SCRIPT = ROOT.resolve("scripts/sysbench/ConnectorJLoop.java");
    private static final Pattern LINE = Pattern.compile(
            "mode (values|rows)( polluted)? threads 2 queries (\\d+) qps \\d+ cpu_us_per_query ([\\d.]+) .*");
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    private static MariaDbServer server;

    @BeforeAll
    static void startServer() {
        server = SERVER.get();
        // sysbench's sbtest1, 1200 rows: ids from 1, k, c and pad in its types
        MariaDbTestServer.asRoot(server, "CREATE DATABASE cj_loop",
                "CREATE TABLE cj_loop.sbtest1 (id int NOT NULL AUTO_INCREMENT PRIMARY KEY, k int NOT NULL DEFAULT 0, "
                        + "c char(120) NOT NULL DEFAULT '', pad char(60) NOT NULL DEFAULT '', KEY k_1 (k))",
                "INSERT INTO cj_loop.sbtest1 (k, c, pad) SELECT seq % 997, REPEAT(LPAD(seq, 11, '0'), 10), "
                        + "REPEAT('x', 59) FROM cj_loop.seq_1_to_1200");
    }

    @Test
    void eachModeReportsTheQueriesAndTheClientCpuPerQueryOfItsMeasuredWindow() throws Exception {
        for (List<String> mode : List.of(List.of("values"), List.of("rows"), List.of("values", "--pollute"))) {
            Scripts.Outcome out = loop(List.of(url(), "2", "1", "1"), mode);
            assertThat(out.exitCode()).as(out.all()).isZero();
            Matcher m = LINE.matcher(out.stdout().strip());
            assertThat(m.matches()).as(out.all()).isTrue();
            assertThat(m.group(1)).isEqualTo(mode.get(0));
            assertThat(m.group(2) != null).isEqualTo(mode.contains("--pollute"));
            assertThat(Long.parseLong(m.group(3))).as("queries").isPositive();
            assertThat(Double.parseDouble(m.group(4))).as("CPU per query").isPositive();
        }
    }

    @Test
    void badArgumentsGetOneLineAndExitCode2() throws Exception {
        Scripts.Outcome unknownMode = loop(List.of(url(), "2", "1", "1"), List.of("strings"));
        assertThat(unknownMode.exitCode()).isEqualTo(2);
        assertThat(unknownMode.stderr().strip()).startsWith("usage: ConnectorJLoop").doesNotContain("\n");
        Scripts.Outcome notANumber = loop(List.of(url(), "two", "1", "1"), List.of("rows"));
        assertThat(notANumber.exitCode()).isEqualTo(2);
        assertThat(notANumber.stderr().strip()).isEqualTo("ConnectorJLoop: For input string: \"two\"");
    }

    private static String url() {
        String url = MariaDbEngineProvider.driverUrl(server.jdbcUrl("cj_loop"));
        return url + (url.contains("?") ? "&" : "?") + "user=root&sslMode=disable";
    }

    private static Scripts.Outcome loop(List<String> args, List<String> mode) throws Exception {
        String driver = Path.of(org.mariadb.jdbc.Driver.class.getProtectionDomain().getCodeSource().getLocation()
                .toURI()).toString();
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", driver, SCRIPT.toString()));
        command.addAll(args);
        command.addAll(mode);
        return Scripts.run(command, Map.of(), 120);
    }
}
