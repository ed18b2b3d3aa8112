package io.storagebench.engine.postgres;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.InstalledEngines;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.TestServers;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The PostgreSQL servers of the tests, here and end to end (this module's test-jar). Server binaries missing: in CI
 * ({@code CI=true}) the tests fail, on a developer's machine they are skipped with a message that names the package
 * to install ({@link TestServers#require}). Work directories live under {@code target/}: as root the server runs as
 * the postgres user, which must be able to reach them.
 */
public final class PostgresTestServer {
    /** A small server that does not wait for the disk: what every test server runs with unless it says otherwise. */
    private static final Map<String, String> SMALL = Map.of("shared_buffers", "64MB", "synchronous_commit", "off",
            "fsync", "off", "max_connections", "200");

    /**
     * The test run's small server, shared by every class that registers it ({@link ServerPerRun}); each works in a
     * database of its own ({@link #createDatabase}, {@link #openEngine(PostgresServer, String, Path)}).
     */
    public static final ServerPerRun<PostgresServer> PER_RUN =
            new ServerPerRun<>(PostgresTestServer.LOCK, () -> start(requireBinaries()));
    /** The lock that the users of {@link #PER_RUN} hold ({@code @ResourceLock(PostgresTestServer.LOCK)}). */
    public static final String LOCK = "server-per-run:postgres";

    private PostgresTestServer() {
    }

    /** Creates a database on a (shared) test server, for one class or test, and returns its name. */
    public static String createDatabase(PostgresServer server, String database) {
        try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.execute("CREATE DATABASE " + database);
        } catch (SQLException e) {
            throw new IllegalStateException("creating database " + database + " on " + server.jdbcUrl(""), e);
        }
        return database;
    }

    /** Creates a database of the caller's own on a (shared) test server and opens the postgres engine on it, by URL. */
    public static Engine openEngine(PostgresServer server, String database, Path dataDir) {
        return InstalledEngines.open("postgres", dataDir,
                Map.of("jdbc-url", server.jdbcUrl(createDatabase(server, database))));
    }

    /** Fails (CI) or skips (elsewhere) the calling test when the server binaries are not installed. */
    public static Path requireBinaries() {
        return TestServers.require(Binaries.locate(), Binaries.missingMessage());
    }

    /** A new directory under target/ that the postgres user can reach. */
    public static Path workDir(String prefix) {
        return TestServers.workDir(prefix);
    }

    /**
     * Starts a small server of the test's own in a new directory named after the prefix, with {@code settings} over
     * the small server's.
     */
    public static PostgresServer start(String prefix, Map<String, String> settings) {
        Map<String, String> all = new LinkedHashMap<>(SMALL);
        all.putAll(settings);
        return PostgresServer.start(requireBinaries(), workDir(prefix), 0, all);
    }

    /** Opens the postgres engine on a test server's {@code postgres} database, by URL. */
    public static Engine openEngine(PostgresServer server, Path dataDir) {
        return InstalledEngines.open("postgres", dataDir, Map.of("jdbc-url", server.jdbcUrl("postgres")));
    }

    /**
     * The test servers trust every local connection; this makes {@code user} a real password check (SCRAM) on TCP,
     * as an existing server would, and gives it a database of its own.
     */
    public static void userWithPassword(PostgresServer server, String user, String password, String database)
            throws SQLException, IOException {
        try (Connection c = DriverManager.getConnection(server.jdbcUrl("postgres"), "postgres", "");
             Statement st = c.createStatement()) {
            st.execute("CREATE ROLE " + user + " LOGIN PASSWORD '" + password + "'");
            st.execute("CREATE DATABASE " + database + " OWNER " + user);
            Path hba = server.dataDir().resolve("pg_hba.conf");
            Files.writeString(hba, "host all " + user + " 127.0.0.1/32 scram-sha-256\n" + Files.readString(hba));
            st.execute("SELECT pg_reload_conf()");
        }
    }

    /** Starts a small server, for tests that share one. */
    public static PostgresServer start(Path bin) {
        return PostgresServer.start(bin, workDir("pg-shared"), 0, SMALL);
    }
}
