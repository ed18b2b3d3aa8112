package io.storagebench.e2e;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.spi.Engine;
import io.storagebench.testservers.InstalledEngines;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The TCK over the {@code postgres} engine. The test run's PostgreSQL server serves it ({@link ServerPerRun});
 * every test gets a fresh schema of its own and opens the engine in URL mode on it.
 */
@ResourceLock(PostgresTestServer.LOCK)
class PostgresConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    private static final AtomicInteger SCHEMAS = new AtomicInteger();

    @Override
    protected Engine openEngine(Path dataDir) {
        String schema = "tck_" + SCHEMAS.incrementAndGet();
        String url = SERVER.get().jdbcUrl("postgres");
        Properties props = new Properties();
        props.setProperty("user", "postgres");
        try (Connection c = new org.postgresql.Driver().connect(url, props); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
        return InstalledEngines.open("postgres", dataDir, Map.of("jdbc-url", url + "?currentSchema=" + schema));
    }
}
