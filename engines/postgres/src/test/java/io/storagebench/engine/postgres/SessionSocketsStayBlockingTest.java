package io.storagebench.engine.postgres;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.SessionSockets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The postgres engine's sessions keep their sockets blocking ({@link SessionSockets}): pgjdbc's connectTimeout and
 * sslResponseTimeout would connect and read under a socket timeout, which leaves the JDK's socket non-blocking. Where
 * a newer JDK is installed this runs on it too (this module's pom), since from JDK 21 on a connect under a timeout
 * leaves the socket non-blocking, which JDK 17 does not.
 */
class SessionSocketsStayBlockingTest {
    @TempDir
    Path dir;

    @Test
    void postgresSocketsStayBlockingInALaterStepAndWhenThePoolLendsAConnectionAgain() throws Exception {
        PostgresServer server = PostgresTestServer.start(PostgresTestServer.requireBinaries());
        try (Engine engine = PostgresTestServer.openEngine(server, dir)) {
            SessionSockets.assertStayBlocking(engine, server.port());
        } finally {
            server.close();
        }
    }
}
