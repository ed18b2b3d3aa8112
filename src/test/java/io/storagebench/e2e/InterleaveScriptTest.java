package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.storagebench.e2e.Scripts.Outcome;
import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.parallel.Isolated;

/**
 * {@code scripts/sysbench/interleave.py}, the controller of the sysbench comparison's turns ({@code -I}), against
 * real servers with two real clients: a fast one and one that sleeps 10 ms a statement. The count of a turn must be
 * the running client's alone (the slow one's QPS stays under 100 while the fast one runs thousands), BEGIN and
 * COMMIT must stay out of PostgreSQL's count, the server's CPU (PostgreSQL's backends with it) must be measured
 * beside the client's, and both clients must be left running, also when one of them or the server is gone.
 *
 * <p>It runs alone ({@link Isolated}): it asserts query rates and where the server's CPU went, which tests beside it
 * would change.
 */
@Isolated
class InterleaveScriptTest {
    private static final Path SCRIPT = Path.of("../../scripts/sysbench/interleave.py").toAbsolutePath().normalize();
    private static final ObjectMapper JSON = new ObjectMapper();

    private static MariaDbServer mariadb;
    private final List<Process> clients = new ArrayList<>();

    @BeforeAll
    static void startMariaDb() {
        Scripts.require("python3", "python3");
        mariadb = MariaDbTestServer.start(Flavour.INNODB);
    }

    @AfterAll
    static void stopMariaDb() {
        if (mariadb != null) {
            mariadb.close();
        }
    }

    @AfterEach
    void stopClients() {
        clients.forEach(Process::destroyForcibly);
    }

    @Test
    void mariaDbTurnsCountOnlyTheRunningClientAndLeaveBothRunning() throws Exception {
        List<String> cli = mariaDbCli();
        Process fast = client(cli, "SELECT 1;\n");
        Process slow = client(cli, "SELECT SLEEP(0.01);\n");

        Outcome out = interleave("mariadb", mariadb.port(), mariadb.pid(), fast, slow, Map.of());

        assertEquals(0, out.exitCode(), out.stderr());
        assertTurns(JSON.readTree(out.stdout()));
        assertRunning(fast);
        assertRunning(slow);
    }

    @Test
    void postgresTurnsCountStatementsWithoutBeginAndCommitAndLeaveBothRunning() throws Exception {
        Path bin = PostgresTestServer.requireBinaries();
        PostgresServer pg = PostgresTestServer.start("pg-interleave",
                Map.of("shared_buffers", "64MB", "fsync", "off", "shared_preload_libraries", "pg_stat_statements"));
        try {
            try (Connection c = DriverManager.getConnection(pg.jdbcUrl("postgres"), "postgres", "");
                    Statement s = c.createStatement()) {
                s.execute("CREATE EXTENSION pg_stat_statements");
                s.execute("CREATE DATABASE clients");
            }
            // the server's own psql where it has one, as the comparison script's PG_BIN; else the PATH's
            Path psql = bin.resolve("psql");
            String psqlCommand = Files.isExecutable(psql) ? psql.toString() : "psql";
            List<String> cli = List.of(psqlCommand, "-X", "-q", "-A", "-t", "-h", "127.0.0.1",
                    "-p", String.valueOf(pg.port()), "-U", "postgres", "-d", "clients");
            Process fast = client(cli, "BEGIN;\nSELECT 1;\nCOMMIT;\n");
            // counted with its BEGIN and COMMIT, the slow client would run up to 300 statements a second
            Process slow = client(cli, "BEGIN;\nSELECT pg_sleep(0.01);\nCOMMIT;\n");

            Outcome out = interleave("postgres", pg.port(), pg.pid(), fast, slow,
                    Map.of("PATH", bin + ":" + System.getenv("PATH")));

            assertEquals(0, out.exitCode(), out.stderr());
            assertTurns(JSON.readTree(out.stdout()));
            assertRunning(fast);
            assertRunning(slow);
        } finally {
            pg.close();
        }
    }

    @Test
    void aClientThatExitsEndsTheRunWithOneLineAndTheOtherIsLeftRunning() throws Exception {
        Process running = client(mariaDbCli(), "SELECT 1;\n");
        Process exiting = new ProcessBuilder("sleep", "0.5").start();
        clients.add(exiting);

        // B warms up first, for 2 s: the sleep ends within its warmup
        Outcome out = run(List.of("python3", SCRIPT.toString(), "mariadb", String.valueOf(mariadb.port()),
                String.valueOf(running.pid()), String.valueOf(exiting.pid()), "2", "2", "1",
                String.valueOf(mariadb.pid())), Map.of());

        assertEquals(1, out.exitCode(), out.stdout());
        assertEquals(List.of("interleave: client " + exiting.pid() + " exited before the end (its log says why)"),
                out.stderr().lines().toList());
        assertRunning(running);
    }

    @Test
    void aServerPidThatIsGoneEndsTheRunWithOneLineAndLeavesTheClientsRunning() throws Exception {
        List<String> cli = mariaDbCli();
        Process a = client(cli, "SELECT 1;\n");
        Process b = client(cli, "SELECT 1;\n");
        Process gone = new ProcessBuilder("true").start();
        gone.waitFor();

        Outcome out = interleave("mariadb", mariadb.port(), gone.pid(), a, b, Map.of());

        assertEquals(1, out.exitCode(), out.stdout());
        assertEquals(List.of("interleave: the server, process " + gone.pid() + ", is gone"),
                out.stderr().lines().toList());
        assertRunning(a);
        assertRunning(b);
    }

    private static Outcome run(List<String> command, Map<String, String> env) throws Exception {
        return Scripts.run(command, env, 120);
    }

    /** 2 s of 1 s turns: 0.75 s counted a turn, so three turns each, rounded up to two A B B A groups. */
    private Outcome interleave(String server, int port, long serverPid, Process a, Process b,
                               Map<String, String> env) throws Exception {
        return run(List.of("python3", SCRIPT.toString(), server, String.valueOf(port), String.valueOf(a.pid()),
                String.valueOf(b.pid()), "1", "2", "1", String.valueOf(serverPid)), env);
    }

    private static void assertTurns(JsonNode result) {
        JsonNode a = result.get("a");
        JsonNode b = result.get("b");
        assertEquals(3.0, a.get("seconds").asDouble(), 0.2, result.toString());
        assertEquals(3.0, b.get("seconds").asDouble(), 0.2, result.toString());
        double fastQps = a.get("queries").asDouble() / a.get("seconds").asDouble();
        double slowQps = b.get("queries").asDouble() / b.get("seconds").asDouble();
        assertTrue(fastQps > 500, "the fast client's QPS " + fastQps + ": " + result);
        assertTrue(slowQps > 30 && slowQps < 110, "the slow client's QPS " + slowQps + ": " + result);
        // the server's CPU goes to the turn of the client it served: the fast one keeps it busy, the slow one not
        assertTrue(a.get("client_us").asDouble() > 0 && a.get("host_us").asDouble() > 0, result.toString());
        assertTrue(b.get("server_us").asDouble() * 4 < a.get("server_us").asDouble(), result.toString());
        assertTrue(a.get("irq_us").asDouble() > 0 && a.get("irq_us").asDouble() <= a.get("host_us").asDouble(),
                result.toString());
        // RocksDB's point reads: neither InnoDB nor PostgreSQL has any to count
        assertEquals(0, a.get("gets").asLong(), result.toString());
        assertEquals(0, b.get("gets").asLong(), result.toString());
        JsonNode groups = result.get("groups");
        assertEquals(2, groups.size(), result.toString());
        groups.forEach(g -> assertTrue(g.asDouble() < 0.2, "a group's ratio " + g + ": " + result));
    }

    private static List<String> mariaDbCli() {
        return List.of("mariadb", "--no-defaults", "-h", "127.0.0.1", "-P", String.valueOf(mariadb.port()), "-u",
                "root", "-B", "-N");
    }

    /** A client that sends the statements over and over (its stdin blocks while the client is stopped). */
    private Process client(List<String> command, String statements) throws IOException {
        Process p = new ProcessBuilder(command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        clients.add(p);
        Thread feeder = new Thread(() -> {
            byte[] bytes = statements.getBytes(StandardCharsets.UTF_8);
            try (OutputStream in = p.getOutputStream()) {
                while (true) {
                    in.write(bytes);
                    in.flush();
                }
            } catch (IOException endedWithTheClient) {
                // the client is gone
            }
        }, "interleave-test-feeder");
        feeder.setDaemon(true);
        feeder.start();
        return p;
    }

    /** The process is alive and not stopped (state T in /proc/PID/stat). */
    private static void assertRunning(Process p) throws IOException {
        assertTrue(p.isAlive(), "client " + p.pid() + " exited");
        String stat = Files.readString(Path.of("/proc/" + p.pid() + "/stat"));
        char state = stat.charAt(stat.lastIndexOf(')') + 2);
        assertFalse(state == 'T' || state == 't', "client " + p.pid() + " is left stopped: " + stat);
    }
}
