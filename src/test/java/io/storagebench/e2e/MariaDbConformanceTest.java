package io.storagebench.e2e;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Nested;

/**
 * The TCK over both MariaDB flavours. One throwaway server per flavour serves its whole class (starting one per
 * test would cost seconds each); every test gets a fresh database of its own and opens the engine in URL mode on
 * it.
 */
class MariaDbConformanceTest {
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @Nested
    class InnoDb extends io.storagebench.tck.EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return open(Flavour.INNODB, dataDir);
        }
    }

    @Nested
    class MyRocks extends io.storagebench.tck.EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return open(Flavour.MYROCKS, dataDir);
        }
    }

    private static final Map<Flavour, MariaDbServer> SERVERS = new java.util.EnumMap<>(Flavour.class);

    static Engine open(Flavour flavour, Path dataDir) {
        String database = "tck_" + DATABASES.incrementAndGet();
        return MariaDbTestServer.openEngine(server(flavour), flavour, database, dataDir);
    }

    private static synchronized MariaDbServer server(Flavour flavour) {
        return SERVERS.computeIfAbsent(flavour, MariaDbTestServer::start);
    }

    @AfterAll
    static synchronized void stopServers() {
        SERVERS.values().forEach(MariaDbServer::close);
        SERVERS.clear();
    }
}
