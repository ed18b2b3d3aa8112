package io.storagebench.engine.mysql;

import io.storagebench.spi.Engine;
import io.storagebench.testservers.InstalledEngines;
import io.storagebench.testservers.ServerPerRun;
import io.storagebench.testservers.TestServers;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The MariaDB servers of the tests, here and end to end (this module's test-jar). Server binaries or the MyRocks
 * plugin missing: in CI ({@code CI=true}) the tests fail, on a developer's machine they are skipped with a message
 * that names the package to install ({@link TestServers#require}).
 */
public final class MariaDbTestServer {
    /**
     * The test run's small InnoDB server, shared by every class that registers it ({@link ServerPerRun}); each works
     * in a database of its own ({@link #openEngine}, {@link #asRoot}).
     */
    public static final ServerPerRun<MariaDbServer> INNODB_PER_RUN =
            new ServerPerRun<>(MariaDbTestServer.INNODB_LOCK, () -> start(Flavour.INNODB));
    /** The lock that the users of {@link #INNODB_PER_RUN} hold: {@code @ResourceLock(MariaDbTestServer.INNODB_LOCK)}. */
    public static final String INNODB_LOCK = "server-per-run:mariadb-innodb";
    /** The same for MyRocks. */
    public static final ServerPerRun<MariaDbServer> MYROCKS_PER_RUN =
            new ServerPerRun<>(MariaDbTestServer.MYROCKS_LOCK, () -> start(Flavour.MYROCKS));
    /** The lock that the users of {@link #MYROCKS_PER_RUN} hold. */
    public static final String MYROCKS_LOCK = "server-per-run:mariadb-myrocks";

    private MariaDbTestServer() {
    }

    /** Fails (CI) or skips (elsewhere) the calling test when the flavour's server cannot run here. */
    public static MariaDbBinaries require(Flavour flavour) {
        MariaDbBinaries bin = TestServers.require(MariaDbBinaries.locate(), MariaDbBinaries.missingMessage());
        if (flavour == Flavour.MYROCKS && !MariaDbBinaries.rocksDbPluginInstalled()) {
            TestServers.missing(MariaDbBinaries.missingPluginMessage(Path.of("/usr/lib/mysql/plugin")));
        }
        return bin;
    }

    /** Runs set-up statements as root on a test server (over TCP, without TLS); a failure fails the test. */
    public static void asRoot(MariaDbServer server, String... statements) {
        try (Connection c = rootConnection(server); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("setting up " + server.jdbcUrl(""), e);
        }
    }

    /**
     * Creates a database on a test server and a user with a password who may do anything in it, from any host: what
     * an existing server gives a benchmark's user.
     */
    public static void userWithPassword(MariaDbServer server, String user, String password, String database) {
        asRoot(server, "CREATE DATABASE " + database,
                "CREATE USER '" + user + "'@'%' IDENTIFIED BY '" + password + "'",
                "GRANT ALL ON " + database + ".* TO '" + user + "'@'%'");
    }

    /** A connection as root to a test server, over TCP, without TLS, to no database. */
    public static Connection rootConnection(MariaDbServer server) throws SQLException {
        return rootConnection(server, "", Map.of());
    }

    /** A connection as root to a test server's database (or none: ""), over TCP, without TLS, with driver settings. */
    public static Connection rootConnection(MariaDbServer server, String database, Map<String, String> settings)
            throws SQLException {
        Properties root = new Properties();
        root.putAll(settings);
        root.setProperty("user", "root");
        root.setProperty("sslMode", "DISABLED");
        return new org.mariadb.jdbc.Driver().connect(MariaDbEngineProvider.driverUrl(server.jdbcUrl(database)), root);
    }

    /**
     * Creates a database on a test server and opens the flavour's engine on it over TCP; the URL names no sslMode,
     * so the engine's default (no TLS) is what these tests run with.
     */
    public static Engine openEngine(MariaDbServer server, Flavour flavour, String database, Path dataDir) {
        asRoot(server, "CREATE DATABASE " + database);
        return InstalledEngines.open(flavour.engineName(), dataDir, Map.of("jdbc-url", server.jdbcUrl(database)));
    }

    /** Starts a small server of the flavour, for tests that share one. */
    public static MariaDbServer start(Flavour flavour) {
        MariaDbBinaries bin = require(flavour);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("skip-log-bin", "");
        settings.put("performance_schema", "0");
        settings.put("innodb_buffer_pool_size", "64M");
        settings.put("innodb_flush_log_at_trx_commit", "2");
        // the page cleaner may write as fast as the disk goes: a quiesce waits for every dirty page, and at the default
        // 200 pages a second the TCK's loads took seconds each to write back
        settings.put("innodb_io_capacity", "20000");
        settings.put("innodb_io_capacity_max", "40000");
        if (flavour == Flavour.MYROCKS) {
            settings.put("rocksdb_block_cache_size", "64M");
            settings.put("rocksdb_flush_log_at_trx_commit", "2");
        }
        return MariaDbServer.start(bin, TestServers.workDir("mariadb-shared"), 0, flavour, Optional.empty(),
                settings);
    }
}
