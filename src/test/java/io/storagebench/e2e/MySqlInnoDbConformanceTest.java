package io.storagebench.e2e;

import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.spi.Engine;
import io.storagebench.testservers.InstalledEngines;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The TCK over {@code mysql-innodb}, MySQL Connector/J against a throwaway MariaDB server (the same protocol; no
 * MySQL server can be installed here), the test run's InnoDB server ({@link ServerPerRun}); every test gets a fresh
 * database of its own ({@code cj_N}) and opens the engine by URL on it.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class MySqlInnoDbConformanceTest extends io.storagebench.tck.EngineConformanceTest {
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @Override
    protected Engine openEngine(Path dataDir) {
        String database = "cj_" + DATABASES.incrementAndGet();
        MariaDbTestServer.asRoot(SERVER.get(), "CREATE DATABASE " + database);
        return InstalledEngines.open("mysql-innodb", dataDir, Map.of("jdbc-url", SERVER.get().jdbcUrl(database)));
    }
}
