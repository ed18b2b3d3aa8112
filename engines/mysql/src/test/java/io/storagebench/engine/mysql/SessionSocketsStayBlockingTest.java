package io.storagebench.engine.mysql;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.SessionSockets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The MariaDB engines' sessions keep their sockets blocking ({@link SessionSockets}): Connector/J's connectTimeout
 * would connect under a socket timeout, which leaves the JDK's socket non-blocking. Where a newer JDK is installed
 * this runs on it too (this module's pom), since from JDK 21 on a connect under a timeout leaves the socket
 * non-blocking, which JDK 17 does not.
 */
class SessionSocketsStayBlockingTest {
    @TempDir
    Path dir;

    @Test
    void mariaDbSocketsStayBlockingInALaterStepAndWhenThePoolLendsAConnectionAgain() throws Exception {
        MariaDbServer server = MariaDbTestServer.start(Flavour.INNODB);
        try (Engine engine = MariaDbTestServer.openEngine(server, Flavour.INNODB, "sockets", dir)) {
            SessionSockets.assertStayBlocking(engine, server.port());
        } finally {
            server.close();
        }
    }
}
