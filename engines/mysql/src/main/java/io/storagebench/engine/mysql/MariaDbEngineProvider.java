package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Properties;

/**
 * The MariaDB engines, one provider per flavour. Without {@code jdbc-url} it starts a throwaway server in the
 * run's data directory and stops it when the engine closes; with it, it uses that server and leaves it running.
 * Construction is free.
 */
public abstract class MariaDbEngineProvider extends ServerEngineProvider<MariaDbSettings> {
    private static final int CONNECT_SECONDS = io.storagebench.engine.jdbc.Defaults.CONNECT_TIMEOUT_SECONDS;
    static final String MYSQL_SCHEME = "jdbc:mysql://";
    static final String MARIADB_SCHEME = "jdbc:mariadb://";
    /**
     * MariaDB Connector/J settings that shape performance, which every connection of the engine has; stored in the
     * identity. Public for tests that connect as the engine does.
     */
    public static final Map<String, String> DRIVER_SETTINGS = driverSettings();

    private final Flavour flavour;

    protected MariaDbEngineProvider(Flavour flavour) {
        this.flavour = flavour;
    }

    @Override
    public String name() {
        return flavour.engineName();
    }

    @Override
    public List<OptionSpec> options() {
        return MariaDbSettings.options(flavour);
    }

    @Override
    protected MariaDbSettings settings(EngineConfig config) {
        return MariaDbSettings.from(config, flavour);
    }

    @Override
    protected ManagedServer start(MariaDbSettings settings, EngineConfig config) {
        MariaDbProfile profile = MariaDbProfile.load(flavour, settings.server().profile(), config.cacheBytes());
        MariaDbBinaries bin = MariaDbBinaries.find(settings.server().binDir());
        Optional<Path> pluginDir = flavour == Flavour.MYROCKS
                ? MariaDbBinaries.rocksDbPluginDir(settings.pluginDir()) : Optional.empty();
        return MariaDbServer.start(bin, config.dataDir(), settings.server().port(), flavour, pluginDir,
                profile.settings());
    }

    @Override
    protected Engine open(JdbcEngine.Connections connections, ManagedServer server, MariaDbSettings settings) {
        return new MariaDbEngine(flavour, connections, server, settings, DRIVER_SETTINGS);
    }

    private static Map<String, String> driverSettings() {
        Map<String, String> s = new LinkedHashMap<>();
        // server-side prepared statements, each prepared once per connection, as the Insert Benchmark's clients and
        // sysbench do; MariaDB Connector/J caches them per connection by default, said here so the identity shows it
        s.put("useServerPrepStmts", "true");
        s.put("cachePrepStmts", "true");
        s.put("prepStmtCacheSize", String.valueOf(Defaults.PREPARED_STATEMENT_CACHE));
        return Map.copyOf(s);
    }

    /** Connections with the user, the password (never logged) and server-side prepared statements. */
    @Override
    protected JdbcEngine.Connections connections(String url, MariaDbSettings settings) {
        Properties props = new Properties();
        props.putAll(DRIVER_SETTINGS);
        props.setProperty("user", settings.server().user());
        if (settings.server().password() != null) {
            props.setProperty("password", settings.server().password());
        }
        // Plain connections unless the URL's query string says sslMode (the driver lets the URL win): sysbench's
        // --mysql-ssl is off by default and so was MariaDB Connector/J 3.5's sslMode, while 4.0's default is TLS
        // with a verified certificate, which a throwaway server on loopback has none of and which would add TLS to
        // every operation's client and server CPU without the user asking for it.
        props.setProperty("sslMode", "disable");
        // A connect under connectTimeout leaves the JDK's socket non-blocking (JDK 21 and later), which costs every
        // reply of a session an extra read() and poll() (JdbcEngine). Only the check connects under one, so that an
        // unreachable server is bad input within seconds; the sessions' connects come after it, unbounded (the
        // driver's own default is 30 s, so 0 is said).
        props.setProperty("connectTimeout", "0");
        Properties timed = new Properties();
        timed.putAll(props);
        timed.setProperty("connectTimeout", String.valueOf(CONNECT_SECONDS * 1000));
        return new JdbcEngine.Connections() {
            @Override
            public Connection open() throws SQLException {
                return connect(url, props);
            }

            @Override
            public Connection openForCheck() throws SQLException {
                return connect(url, timed);
            }
        };
    }

    private static Connection connect(String url, Properties props) throws SQLException {
        // the driver directly, not DriverManager: a shaded jar may lose the java.sql.Driver service entry
        Connection c = new org.mariadb.jdbc.Driver().connect(driverUrl(url), props);
        if (c == null) {
            throw new SQLException("not a MariaDB URL");
        }
        return c;
    }

    /**
     * The URL as MariaDB Connector/J takes it: {@code jdbc:mysql://} (what MySQL's driver, the docs and most users
     * write) becomes {@code jdbc:mariadb://}, which that driver requires unless the URL says permitMysqlScheme.
     */
    public static String driverUrl(String url) {
        return url.startsWith(MYSQL_SCHEME) ? MARIADB_SCHEME + url.substring(MYSQL_SCHEME.length()) : url;
    }
}
