package io.storagebench.e2e;

import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.abort;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbBinaries;
import io.storagebench.engine.mysql.MariaDbEngineProvider;
import io.storagebench.engine.mysql.MariaDbServer;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * What the MariaDB tests need from the machine. Server binaries or the MyRocks plugin missing: in CI
 * ({@code CI=true}) the tests fail, on a developer's machine they are skipped with a message that names the
 * package to install.
 */
final class MariaDbTestServer {
    private MariaDbTestServer() {
    }

    /** Fails (CI) or skips (elsewhere) the calling test when the flavour's server cannot run here. */
    static MariaDbBinaries require(Flavour flavour) {
        MariaDbBinaries bin = MariaDbBinaries.locate().orElseGet(() -> missing(MariaDbBinaries.missingMessage()));
        if (flavour == Flavour.MYROCKS && !MariaDbBinaries.rocksDbPluginInstalled()) {
            missing(MariaDbBinaries.missingPluginMessage(Path.of("/usr/lib/mysql/plugin")));
        }
        return bin;
    }

    private static MariaDbBinaries missing(String message) {
        if ("true".equalsIgnoreCase(System.getenv("CI"))) {
            fail(message);
        }
        abort("skipped: " + message);
        return null;
    }

    /** Runs set-up statements as root on a test server (over TCP, without TLS); a failure fails the test. */
    static void asRoot(MariaDbServer server, String... statements) {
        try (Connection c = rootConnection(server); Statement s = c.createStatement()) {
            for (String sql : statements) {
                s.execute(sql);
            }
        } catch (SQLException e) {
            throw new IllegalStateException("setting up " + server.jdbcUrl(""), e);
        }
    }

    /** A connection as root to a test server, over TCP, without TLS, to no database. */
    static Connection rootConnection(MariaDbServer server) throws SQLException {
        return rootConnection(server, "", Map.of());
    }

    /** A connection as root to a test server's database (or none: ""), over TCP, without TLS, with driver settings. */
    static Connection rootConnection(MariaDbServer server, String database, Map<String, String> settings)
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
    static Engine openEngine(MariaDbServer server, Flavour flavour, String database, Path dataDir) {
        asRoot(server, "CREATE DATABASE " + database);
        return InstalledEngines.open(flavour.engineName(), dataDir, Map.of("jdbc-url", server.jdbcUrl(database)));
    }

    /** Starts a small server of the flavour, for tests that share one. */
    static MariaDbServer start(Flavour flavour) {
        MariaDbBinaries bin = require(flavour);
        Map<String, String> settings = new LinkedHashMap<>();
        settings.put("skip-log-bin", "");
        settings.put("performance_schema", "0");
        settings.put("innodb_buffer_pool_size", "64M");
        settings.put("innodb_flush_log_at_trx_commit", "2");
        if (flavour == Flavour.MYROCKS) {
            settings.put("rocksdb_block_cache_size", "64M");
            settings.put("rocksdb_flush_log_at_trx_commit", "2");
        }
        return MariaDbServer.start(bin, PostgresTestServer.workDir("mariadb-shared"), 0, flavour, Optional.empty(),
                settings);
    }
}
