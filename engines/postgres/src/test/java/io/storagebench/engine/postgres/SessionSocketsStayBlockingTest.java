package io.storagebench.engine.postgres;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.SessionSockets;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.api.parallel.ResourceLock;

/**
 * The postgres engine's sessions keep their sockets blocking ({@link SessionSockets}): pgjdbc's connectTimeout and
 * sslResponseTimeout would connect and read under a socket timeout, which leaves the JDK's socket non-blocking. Where
 * a newer JDK is installed this runs on it too (this module's pom), since from JDK 21 on a connect under a timeout
 * leaves the socket non-blocking, which JDK 17 does not.
 */
@ResourceLock(PostgresTestServer.LOCK)
class SessionSocketsStayBlockingTest {
    @RegisterExtension
    static final ServerPerRun<PostgresServer> SERVER = PostgresTestServer.PER_RUN;
    @TempDir
    Path dir;

    @Test
    void postgresSocketsStayBlockingInALaterStepAndWhenThePoolLendsAConnectionAgain() throws Exception {
        PostgresServer server = SERVER.get();
        try (Engine engine = PostgresTestServer.openEngine(server, "sockets", dir)) {
            SessionSockets.assertStayBlocking(engine, server.port());
        }
    }
}
