package io.storagebench.e2e;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The TCK over both MariaDB flavours, on the test run's server of each flavour ({@link ServerPerRun}); every test
 * gets a fresh database of its own ({@code tck_N}) and opens the engine in URL mode on it.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
@ResourceLock(MariaDbTestServer.MYROCKS_LOCK)
class MariaDbConformanceTest {
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> INNODB = MariaDbTestServer.INNODB_PER_RUN;
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> MYROCKS = MariaDbTestServer.MYROCKS_PER_RUN;
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
