package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.SqlErrors;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Properties;
import org.postgresql.Driver;

/**
 * The {@code postgres} engine. Without {@code jdbc-url} it starts a throwaway server in the run's data directory
 * and stops it when the engine closes; with it, it uses that server and leaves it running. Construction is free.
 */
public final class PostgresEngineProvider implements EngineProvider {
    /** The name on the command line. */
    public static final String NAME = "postgres";
    private static final int CONNECT_SECONDS = io.storagebench.engine.jdbc.Defaults.CONNECT_TIMEOUT_SECONDS;

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public String description() {
        return "PostgreSQL through pgjdbc: a throwaway server from the installed binaries, or -o jdbc-url=...";
    }

    @Override
    public List<OptionSpec> options() {
        return PostgresSettings.OPTIONS;
    }

    @Override
    public Engine open(EngineConfig config) {
        PostgresSettings settings = PostgresSettings.from(config);
        if (!settings.managed()) {
            JdbcEngine.Connections connections = connections(settings.jdbcUrl(), settings);
            connections.check(settings.printableUrl());
            return new PostgresEngine(connections, null, settings);
        }
        Profile profile = Profile.load(settings.profile(), config.cacheBytes());
        Path bin = Binaries.find(settings.binDir());
        PostgresServer server = PostgresServer.start(bin, config.dataDir(), settings.port(), profile.settings());
        try {
            if (!settings.database().equals(Defaults.DATABASE)) {
                try (Connection c = connections(server.jdbcUrl(Defaults.DATABASE), settings).open()) {
                    c.createStatement().execute("CREATE DATABASE " + settings.database());
                }
            }
            return new PostgresEngine(connections(server.jdbcUrl(settings.database()), settings), server, settings);
        } catch (SQLException | RuntimeException e) {
            server.close();
            throw e instanceof RuntimeException r ? r
                    : SqlErrors.wrap("creating database " + settings.database(), (SQLException) e);
        }
    }

    /** Connections with the user, the password (never logged) and server-side prepared statements. */
    static JdbcEngine.Connections connections(String url, PostgresSettings settings) {
        Properties props = new Properties();
        props.setProperty("user", settings.user());
        if (settings.password() != null) {
            props.setProperty("password", settings.password());
        }
        props.setProperty("prepareThreshold", String.valueOf(settings.prepareThreshold()));
        // connectTimeout (10 s by default) and sslResponseTimeout (5 s, the wait for the answer to sslmode=prefer's
        // SSL request) would connect and read under a socket timeout, which leaves the JDK's socket non-blocking
        // and costs every reply an extra read() and poll() (JdbcEngine); loginTimeout bounds the whole connect from
        // another thread instead. A URL's own values still win.
        props.setProperty("connectTimeout", "0");
        props.setProperty("sslResponseTimeout", "0");
        props.setProperty("loginTimeout", String.valueOf(CONNECT_SECONDS));
        props.setProperty("ApplicationName", "storagebench");
        // PreparedStatements keep the extended protocol (server-side after prepareThreshold); plain statements,
        // which carry the ad hoc inserts' literals, go as one simple Query message, as sysbench's con:query sends
        // them. The unnamed extended statement (Parse, Bind, Describe, Execute, Sync) costs the server more CPU per
        // insert than one Query message (docs/sysbench-vs-storagebench.md, "PostgreSQL: pgjdbc against libpq").
        props.setProperty("preferQueryMode", "extendedForPrepared");
        // the driver directly, not DriverManager: a shaded jar may lose the java.sql.Driver service entry
        Driver driver = new Driver();
        return () -> {
            Connection c = driver.connect(url, props);
            if (c == null) {
                throw new SQLException("not a PostgreSQL URL");
            }
            return c;
        };
    }
}
