package io.storagebench.engine.postgres;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerBackends;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each step's postgres sessions get new server backends, and closing a session ends its backend
 * ({@link ServerBackends}). A backend kept from the load made PostgreSQL spend less CPU per query on sysbench's
 * read-only range=10000 than under sysbench itself, whose clients are new processes each test.
 */
class SessionsGetNewServerBackendsTest {
    @TempDir
    Path dir;

    @Test
    void eachStepsPostgresSessionsGetNewBackendsAndClosingEndsThem() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try (Engine engine = PostgresTestServer.openEngine(server, dir);
                Connection observer = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
                Statement s = observer.createStatement()) {
            ServerBackends.assertEachStepGetsNewOnes(engine, () -> ServerBackends.ids(s, "SELECT pid "
                    + "FROM pg_stat_activity WHERE backend_type = 'client backend' AND datname = current_database() "
                    + "AND pid <> pg_backend_pid()"));
        } finally {
            server.close();
        }
    }
}
