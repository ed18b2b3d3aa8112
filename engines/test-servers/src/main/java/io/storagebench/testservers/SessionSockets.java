package io.storagebench.testservers;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A session's socket to its server must stay blocking. The JDK turns a socket non-blocking for good once it has
 * connected or read under a timeout (pgjdbc's connectTimeout and sslResponseTimeout, Connector/J's connectTimeout,
 * HikariCP's checks), and from then on each reply costs a failed read(), a poll() and a second read(): client CPU on
 * every query, which sysbench's C client does not spend. Linux shows the flag in /proc/self/fdinfo.
 */
public final class SessionSockets {
    private static final int O_NONBLOCK = 04000;

    private SessionSockets() {
    }

    /**
     * Creates a table, looks a row up in two sessions, waits until the engine's pool re-checks its idle connections,
     * and then asserts that every socket this JVM holds to the server on {@code port} is blocking while a session of
     * a later step reads: the sessions' own connections and the pool's.
     */
    public static void assertStayBlocking(Engine engine, int port) throws Exception {
        TableSpec table = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
                ColumnSpec.of("v", ColumnType.INT)), "id", false);
        engine.createTable(table);
        try (Session first = engine.openSession(); Session second = engine.openSession()) {
            lookUp(first, table);
            lookUp(second, table);
        }
        // HikariCP re-checks a connection idle for over 500 ms before lending it again; the engine's own queries
        // (statistics, DDL) borrow from its pool, sessions open connections of their own
        Thread.sleep(700);
        engine.storageStats();
        try (Session again = engine.openSession()) {
            lookUp(again, table);
            List<Integer> flags = socketFlags(port);
            assertThat(flags).as("the sockets this JVM holds to the server").hasSizeGreaterThanOrEqualTo(2);
            assertThat(flags).allSatisfy(f -> assertThat(f & O_NONBLOCK).as("O_NONBLOCK").isZero());
        }
    }

    private static void lookUp(Session session, TableSpec table) {
        session.prepare(LookupSpec.byPrimaryKey(table.name(), List.of("v"))).execute(new long[] {1}, 1,
                RowSink.DISCARD);
    }

    /** The fcntl flags of every socket of this process connected to {@code port}. */
    private static List<Integer> socketFlags(int port) throws IOException {
        Set<String> inodes = new HashSet<>();
        for (String file : List.of("/proc/self/net/tcp", "/proc/self/net/tcp6")) {
            List<String> lines = Files.readAllLines(Path.of(file));
            for (String line : lines.subList(1, lines.size())) { // after the header
                String[] f = line.trim().split("\\s+");
                String remote = f[2];
                if (Integer.parseInt(remote.substring(remote.indexOf(':') + 1), 16) == port) {
                    inodes.add(f[9]);
                }
            }
        }
        List<Integer> flags = new ArrayList<>();
        try (var fds = Files.list(Path.of("/proc/self/fd"))) {
            for (Path fd : fds.toList()) {
                String target;
                try {
                    target = Files.readSymbolicLink(fd).toString();
                } catch (IOException gone) {
                    continue;
                }
                if (target.startsWith("socket:[") && inodes.contains(target.substring(8, target.length() - 1))) {
                    String info = Files.readString(Path.of("/proc/self/fdinfo", fd.getFileName().toString()));
                    String octal = info.lines().filter(l -> l.startsWith("flags:")).findFirst().orElseThrow()
                            .substring("flags:".length()).trim();
                    flags.add(Integer.parseInt(octal, 8));
                }
            }
        }
        return flags;
    }
}
