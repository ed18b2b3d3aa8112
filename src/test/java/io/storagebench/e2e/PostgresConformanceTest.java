package io.storagebench.e2e;

import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.spi.Engine;
import io.storagebench.testservers.InstalledEngines;
import io.storagebench.testservers.ServerPerClass;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The TCK over the {@code postgres} engine. One throwaway server serves the whole class ({@link ServerPerClass});
 * every test gets a fresh schema of its own and opens the engine in URL mode on it.
 */
class PostgresConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    @RegisterExtension
    static final ServerPerClass<PostgresServer> SERVER =
            new ServerPerClass<>(() -> PostgresTestServer.start(PostgresTestServer.requireBinaries()));
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
