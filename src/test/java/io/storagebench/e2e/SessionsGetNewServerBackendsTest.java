package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each step's sessions talk to new server backends, and a closed session's backend goes away, as each sysbench test
 * and each iibench step is a new client process. A backend kept from the load made PostgreSQL spend 18% less CPU per
 * query on sysbench's read-only_range=10000 than under sysbench itself (#4): the load's large INSERTs, or the
 * quiesce's VACUUM, had raised glibc's trim threshold in it, so it no longer gave memory back, and took it again,
 * around each 10,000-row result.
 */
class SessionsGetNewServerBackendsTest {
    private static final TableSpec TABLE = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("v", ColumnType.INT)), "id", false);

    @TempDir
    Path dir;

    /** The ids of the server's client connections to the benchmark database, the asking one left out. */
    @FunctionalInterface
    private interface Backends {
        Set<Long> now() throws SQLException;
    }

    @Test
    void eachStepsPostgresSessionsGetNewBackendsAndClosingEndsThem() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try (Engine engine = InstalledEngines.open("postgres", dir, Map.of("jdbc-url", server.jdbcUrl("postgres")));
                Connection observer = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
                Statement s = observer.createStatement()) {
            assertEachStepGetsNewBackends(engine, () -> ids(s, "SELECT pid FROM pg_stat_activity "
                    + "WHERE backend_type = 'client backend' AND datname = current_database() "
                    + "AND pid <> pg_backend_pid()"));
        } finally {
            server.close();
        }
    }

    @Test
    void eachStepsMariaDbSessionsGetNewConnectionsAndClosingEndsThem() throws Exception {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        try {
            try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "backends", dir);
                    Connection observer = MariaDbTestServer.rootConnection(server);
                    Statement s = observer.createStatement()) {
                assertEachStepGetsNewBackends(engine, () -> ids(s, "SELECT id FROM information_schema.processlist "
                        + "WHERE db = 'backends' AND id <> connection_id()"));
            }
        } finally {
            server.close();
        }
    }

    private static void assertEachStepGetsNewBackends(Engine engine, Backends backends) throws Exception {
        engine.createTable(TABLE);
        Set<Long> engines = backends.now(); // the engine's own pool, for its DDL and statistics
        Set<Long> earlier = new HashSet<>(engines);
        for (int step = 0; step < 3; step++) {
            Set<Long> sessions;
            try (Session a = engine.openSession(); Session b = engine.openSession()) {
                lookUp(a);
                lookUp(b);
                sessions = backends.now();
                sessions.removeAll(engines);
                assertThat(sessions).as("step %d's sessions' backends", step).hasSize(2)
                        .doesNotContainAnyElementsOf(earlier);
            }
            earlier.addAll(sessions);
            awaitGone(backends, sessions);
        }
    }

    private static void awaitGone(Backends backends, Set<Long> closed) throws Exception {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (true) {
            Set<Long> left = backends.now();
            left.retainAll(closed);
            if (left.isEmpty()) {
                return;
            }
            assertThat(System.nanoTime() - deadline).as("backends of closed sessions still there: %s", left)
                    .isNegative();
            Thread.sleep(20);
        }
    }

    private static Set<Long> ids(Statement s, String query) throws SQLException {
        Set<Long> ids = new HashSet<>();
        try (ResultSet rs = s.executeQuery(query)) {
            while (rs.next()) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    private static void lookUp(Session session) {
        session.prepare(LookupSpec.byPrimaryKey(TABLE.name(), List.of("v"))).execute(new long[] {1}, 1,
                RowSink.DISCARD);
    }
}
