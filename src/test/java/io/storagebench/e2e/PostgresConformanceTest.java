package io.storagebench.e2e;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;

/**
 * The TCK over the {@code postgres} engine. One throwaway server serves the whole class (starting one per test
 * would cost seconds each); every test gets a fresh schema of its own and opens the engine in URL mode on it.
 */
class PostgresConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    private static final AtomicInteger SCHEMAS = new AtomicInteger();
    private static PostgresServer server;

    @Override
    protected Engine openEngine(Path dataDir) {
        String schema = "tck_" + SCHEMAS.incrementAndGet();
        String url = server().jdbcUrl("postgres");
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        try (Connection c = new org.postgresql.Driver().connect(url, props); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return InstalledEngines.open("postgres", dataDir, Map.of("jdbc-url", url + "?currentSchema=" + schema));
    }

    private static synchronized PostgresServer server() {
        if (server == null) {
            server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        }
        return server;
    }

    @AfterAll
    static synchronized void stopServer() {
        if (server != null) {
            server.close();
            server = null;
        }
    }
}
