package io.storagebench.engine.mysql;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.SessionSockets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The MariaDB engines' sessions keep their sockets blocking ({@link SessionSockets}): Connector/J's connectTimeout
 * would connect under a socket timeout, which leaves the JDK's socket non-blocking. Where a newer JDK is installed
 * this runs on it too (this module's pom), since from JDK 21 on a connect under a timeout leaves the socket
 * non-blocking, which JDK 17 does not.
 */
@ResourceLock(MariaDbTestServer.INNODB_LOCK)
class SessionSocketsStayBlockingTest {
    @RegisterExtension
    static final ServerPerRun<MariaDbServer> SERVER = MariaDbTestServer.INNODB_PER_RUN;
    @TempDir
    Path dir;

    @Test
    void mariaDbSocketsStayBlockingInALaterStepAndWhenThePoolLendsAConnectionAgain() throws Exception {
        MariaDbServer server = SERVER.get();
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "sockets", dir)) {
            SessionSockets.assertStayBlocking(engine, server.port());
        }
    }
}
