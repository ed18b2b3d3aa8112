package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.storagebench.spi.EngineStartException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the managed-server base does for every server, with the least a server can be: a child process that listens
 * on the port (a single-file Java program run by this JVM's launcher). The base waits until it accepts connections,
 * stops it with SIGTERM, removes the data and keeps the logs; a server that exits at start fails in one line that
 * quotes its log and names every log.
 */
class ManagedServerBaseTest {
    private static final String PROGRAM = """
            import java.net.InetAddress;
            import java.net.ServerSocket;

            public class Listener {
                public static void main(String[] args) throws Exception {
                    if (args[1].equals("fail")) {
                        System.out.println("starting");
                        System.out.println("FATAL: could not bind 127.0.0.1:" + args[0] + ": Address in use");
                        System.exit(1);
                    }
                    try (ServerSocket socket = new ServerSocket(Integer.parseInt(args[0]), 50,
                            InetAddress.getLoopbackAddress())) {
                        while (true) {
                            socket.accept().close();
                        }
                    }
                }
            }
            """;

    @TempDir
    Path dir;

    /** The smallest server: its tool writes a file into the data directory, its process listens or fails. */
    private static final class Listener extends ManagedServer {
        private final Path program;
        private final String mode;

        Listener(Site site, Path program, String mode) {
            super(site, "Listener", "jdbc:none://", "data", "setup.log", List.of("listener.log"));
            this.program = program;
            this.mode = mode;
        }

        @Override
        protected void initialize() {
            try {
                Files.createDirectories(dataDir());
                Files.writeString(dataDir().resolve("table"), "rows");
                Files.writeString(toolLog(), "data directory created");
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot create " + dataDir() + ": " + e.getMessage());
            }
        }

        @Override
        protected void startServer() {
            String java = ProcessHandle.current().info().command().orElse("java");
            spawn(List.of(java, program.toString(), String.valueOf(port()), mode), log());
        }

        @Override
        public String adminUrl() {
            return jdbcUrl("");
        }

        @Override
        public String createDatabase(String database) {
            return null;
        }
    }

    private Listener listener(String mode) throws IOException {
        Path program = Files.writeString(dir.resolve("Listener.java"), PROGRAM);
        Path work = Files.createDirectory(dir.resolve("work"));
        return new Listener(ManagedServer.Site.prepare(work, 0, System.getProperty("user.name"), null), program,
                mode);
    }

    @Test
    void aSpawnedServerRunsOnceItAcceptsConnectionsAndCloseStopsItAndRemovesItsDataButNotItsLogs()
            throws IOException {
        Listener server = ManagedServer.launch(listener("listen"));
        long pid = server.pid();
        try {
            assertThat(ServerProcesses.portTaken(server.port())).isTrue();
            assertThat(ProcessHandle.of(pid)).isPresent();
            assertThat(server.dataDir().resolve("table")).isRegularFile();
        } finally {
            server.close();
        }
        assertThat(ProcessHandle.of(pid)).as("stopped").isEmpty();
        assertThat(server.dataDir()).doesNotExist();
        assertThat(server.logFiles()).containsExactly(server.log(), dir.resolve("work/setup.log"));
        assertThat(dir.resolve("work/setup.log")).hasContent("data directory created");
        server.close(); // again, as the shutdown hook may: nothing left to do
        assertThat(server.logFiles().get(1)).exists();
    }

    @Test
    void aServerThatExitsAtStartSaysWhyFromItsLogAndNamesTheLogs() throws IOException {
        Listener server = listener("fail");
        EngineStartException e = catchThrowableOfType(EngineStartException.class, () -> ManagedServer.launch(server));
        assertThat(e.getMessage()).isEqualTo("Listener did not start on port " + server.port()
                + ": FATAL: could not bind 127.0.0.1:" + server.port() + ": Address in use");
        assertThat(e.logFiles()).containsExactly(server.log(), dir.resolve("work/setup.log"));
        assertThat(server.dataDir()).doesNotExist();
    }
}
