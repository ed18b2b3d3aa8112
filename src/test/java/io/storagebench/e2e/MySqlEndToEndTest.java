package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import io.storagebench.testservers.TestServers;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The {@code mysql-*} engines through the CLI: a tiny Insert Benchmark by URL over MySQL Connector/J against a
 * throwaway MariaDB server (the same protocol), and the refusal without a URL.
 */
class MySqlEndToEndTest {

    @Test
    void aTinyInsertBenchmarkByUrlRunsThroughConnectorJWithoutTlsUnlessAskedWithItsSettingsInTheIdentity() throws Exception {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        Path dir = TestServers.workDir("mysql-url");
        try {
            MariaDbTestServer.userWithPassword(server, UrlRuns.USER, UrlRuns.PASSWORD, "ib");
            ResultBundle bundle = UrlRuns.ok(dir, "mysql-innodb", server.jdbcUrl("ib"),
                    "-p", "steps=l.i0,l.x,l.i1,qr100", "-p", "rows.l.i0=2000", "-p", "rows.l.i1=500",
                    "-p", "query.seconds=1").bundle();
            assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x", "l.i1", "qr100");
            for (StepResult step : bundle.steps()) {
                assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
                assertThat(step.headline().value()).as(step.name()).isPositive();
            }
            assertThat(bundle.steps().get(0).actor("inserter").rows()).isEqualTo(2000);
            assertThat(bundle.steps().get(2).metric("engine.mysql.com_stmt_execute").value())
                    .as("statements run server-side prepared").isPositive();
            assertThat(bundle.engine().name()).isEqualTo("mysql-innodb");
            assertThat(bundle.engine().product()).isEqualTo("MariaDB");
            assertThat(bundle.engine().flavour()).isEqualTo("InnoDB");
            assertThat(bundle.engine().version()).matches("\\d+\\.\\d+.*");
            assertThat(bundle.engine().configuration()).containsEntry("connector.useServerPrepStmts", "true")
                    .containsEntry("connector.cachePrepStmts", "true")
                    .containsEntry("connector.cacheResultSetMetadata", "true")
                    .containsEntry("connector.cacheServerConfiguration", "true")
                    .containsEntry("connector.useLocalSessionState", "true")
                    .containsEntry("connector.tls", "off")
                    .containsKey("innodb_flush_log_at_trx_commit");

            // the URL above says no sslMode and ran without TLS (sysbench's default); one that asks for TLS gets it
            Cli.Result tls = UrlRuns.run(dir, "log-tls", "mysql-innodb",
                    server.jdbcUrl("ib") + "?sslMode=VERIFY_IDENTITY", UrlRuns.PASSWORD);
            UrlRuns.assertCannotConnect(tls);
            assertThat(tls.err().strip().lines()).hasSize(1);
        } finally {
            server.close();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"mysql-innodb", "mysql-myrocks"})
    void withoutAUrlItSaysItRunsAgainstAnExistingServer(String engine) throws Exception {
        Path dir = TestServers.workDir("mysql-nourl");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", engine, "--work-dir",
                Cli.path(dir.resolve("work")), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains("engine " + engine + " runs against an existing MySQL server",
                "--jdbc-url jdbc:mysql://").doesNotContain("\tat ");
        assertThat(r.err().strip().lines()).hasSize(1);
    }

    @Test
    void aMariaDbUrlIsBadInput() throws Exception {
        Path dir = TestServers.workDir("mysql-badurl");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "mysql-innodb", "--jdbc-url",
                "jdbc:mariadb://127.0.0.1:3306/ib", "--work-dir", Cli.path(dir.resolve("work")), "--no-progress");
        assertThat(r.exitCode()).as(r.err()).isEqualTo(2);
        assertThat(r.err().strip()).contains("bad jdbc-url: expected jdbc:mysql://host:port/database");
        assertThat(r.err().strip().lines()).hasSize(1);
    }
}
