package io.storagebench.e2e;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerClass;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The TCK over both MariaDB flavours. One throwaway server per flavour serves its whole class
 * ({@link ServerPerClass}); every test gets a fresh database of its own and opens the engine in URL mode on it.
 */
class MariaDbConformanceTest {
    @RegisterExtension
    static final ServerPerClass<MariaDbServer> INNODB =
            new ServerPerClass<>(() -> MariaDbTestServer.start(Flavour.INNODB));
    @RegisterExtension
    static final ServerPerClass<MariaDbServer> MYROCKS =
            new ServerPerClass<>(() -> MariaDbTestServer.start(Flavour.MYROCKS));
    private static final AtomicInteger DATABASES = new AtomicInteger();

    @Nested
    class InnoDb extends io.storagebench.tck.EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return open(INNODB.get(), Flavour.INNODB, dataDir);
        }
    }

    @Nested
    class MyRocks extends io.storagebench.tck.EngineConformanceTest {
        @Override
        protected Engine openEngine(Path dataDir) {
            return open(MYROCKS.get(), Flavour.MYROCKS, dataDir);
        }
    }

    private static Engine open(MariaDbServer server, Flavour flavour, Path dataDir) {
        return MariaDbTestServer.openEngine(server, flavour, "tck_" + DATABASES.incrementAndGet(), dataDir);
    }
}
