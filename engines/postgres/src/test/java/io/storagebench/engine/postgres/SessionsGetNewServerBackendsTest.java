package io.storagebench.engine.postgres;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerBackends;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Each step's postgres sessions get new server backends, and closing a session ends its backend
 * ({@link ServerBackends}). A backend kept from the load made PostgreSQL spend less CPU per query on sysbench's
 * read-only range=10000 than under sysbench itself, whose clients are new processes each test.
 */
@ResourceLock(PostgresTestServer.LOCK)
class SessionsGetNewServerBackendsTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    @TempDir
    Path dir;

    @Test
    void eachStepsPostgresSessionsGetNewBackendsAndClosingEndsThem() throws Exception {
        PostgresServer server = SERVER.get();
        try (Engine engine = PostgresTestServer.openEngine(server, "backends", dir);
                Connection observer = DriverManager.getConnection(server.jdbcUrl("backends"), "postgres", "");
                Statement s = observer.createStatement()) {
            ServerBackends.assertEachStepGetsNewOnes(engine, () -> ServerBackends.ids(s, "SELECT pid "
                    + "FROM pg_stat_activity WHERE backend_type = 'client backend' AND datname = current_database() "
                    + "AND pid <> pg_backend_pid()"));
        }
    }
}
