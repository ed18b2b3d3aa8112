package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * PostgreSQL's quiesce leaves every page of a freshly loaded table in the visibility map. With synchronous_commit=off
 * a VACUUM run before the WAL writer has flushed the load's commits may not mark their pages all-visible, and it left
 * 0-80% of sysbench's table out after a load (#4), so index-only scans read the heap at random. The server here
 * flushes asynchronous commits only every 10 s, so without the quiesce's own flush every round below fails.
 */
class PostgresQuiesceTest {
    @TempDir
    Path dir;

    @Test
    void quiesceRightAfterAnAsynchronouslyCommittedLoadMarksEveryHeapPageAllVisible() throws Exception {
        Path bin = PostgresTestServer.requireBinaries();
        PostgresServer server = PostgresServer.start(bin, PostgresTestServer.workDir("pg-quiesce"), 0,
                Map.of("shared_buffers", "32MB", "fsync", "off", "synchronous_commit", "off",
                        "wal_writer_delay", "10s", "autovacuum", "off"));
        try (Engine engine = InstalledEngines.open("postgres", dir, Map.of("jdbc-url", server.jdbcUrl("postgres")));
                Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
                Statement s = c.createStatement()) {
            for (int round = 0; round < 3; round++) {
                String table = "loaded" + round;
                s.execute("CREATE TABLE " + table + " (id int PRIMARY KEY, k int, c char(120))");
                s.execute("INSERT INTO " + table + " SELECT g, g % 1000, 'c' FROM generate_series(1, 20000) g");
                engine.quiesce();
                try (ResultSet rs = s.executeQuery("SELECT relallvisible, relpages FROM pg_class WHERE relname = '"
                        + table + "'")) {
                    assertThat(rs.next()).isTrue();
                    assertThat(rs.getInt("relpages")).as("heap pages").isGreaterThan(100);
                    assertThat(rs.getInt("relallvisible")).as("all-visible pages of %s", table)
                            .isEqualTo(rs.getInt("relpages"));
                }
            }
        } finally {
            server.close();
        }
    }
}
