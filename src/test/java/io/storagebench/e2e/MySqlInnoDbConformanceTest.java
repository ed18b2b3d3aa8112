package io.storagebench.e2e;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;

/**
 * The TCK over {@code mysql-innodb}, MySQL Connector/J against a throwaway MariaDB server (the same protocol; no
 * MySQL server can be installed here). One server serves the whole class; every test gets a fresh database of its
 * own and opens the engine by URL on it.
 */
class MySqlInnoDbConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    private static final AtomicInteger DATABASES = new AtomicInteger();
    private static MariaDbServer server;

    @Override
    protected Engine openEngine(Path dataDir) {
        String database = "cj_" + DATABASES.incrementAndGet();
        MariaDbTestServer.asRoot(server(), "CREATE DATABASE " + database);
        return InstalledEngines.open("mysql-innodb", dataDir, Map.of("jdbc-url", server().jdbcUrl(database)));
    }

    private static synchronized MariaDbServer server() {
        if (server == null) {
            server = MariaDbTestServer.start(Flavour.INNODB);
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
