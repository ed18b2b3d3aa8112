package io.storagebench.engine.mysql;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerBackends;
import io.storagebench.testservers.ServerPerRun;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.Statement;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * Each step's MariaDB sessions get new server connections, and closing a session ends its connection
 * ({@link ServerBackends}), as each sysbench test and each iibench step is a new client process.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class SessionsGetNewServerBackendsTest {
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    @TempDir
    Path dir;

    @Test
    void eachStepsMariaDbSessionsGetNewConnectionsAndClosingEndsThem() throws Exception {
        MariaDbServer server = SERVER.get();
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "backends", dir);
                Connection observer = MariaDbTestServer.rootConnection(server);
                Statement s = observer.createStatement()) {
            ServerBackends.assertEachStepGetsNewOnes(engine, () -> ServerBackends.ids(s, "SELECT id "
                    + "FROM information_schema.processlist WHERE db = 'backends' AND id <> connection_id()"));
        }
    }
}
