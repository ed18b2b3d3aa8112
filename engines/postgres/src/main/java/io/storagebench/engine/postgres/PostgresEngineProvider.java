package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.JdbcEngine;
import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngineProvider;
import io.storagebench.spi.Distribution;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.OptionSpec;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import org.postgresql.Driver;

/**
 * The {@code postgres} engine. Without {@code jdbc-url} it starts a throwaway server in the run's data directory
 * and stops it when the engine closes; with it, it uses that server and leaves it running. Construction is free.
 */
public final class PostgresEngineProvider extends ServerEngineProvider<PostgresSettings> {
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

    /** Zonky's builds on Maven Central ({@link Distributions}). */
    @Override
    public Optional<Distribution> distribution(String version, String os, String arch) {
        return Optional.of(Distributions.of(version, os, arch));
    }

    /**
     * The options, checked; for a managed server also that its build has every setting of the profile (a build of
     * another version may lack one), so that is one line before any run.
     */
    @Override
    protected PostgresSettings settings(EngineConfig config) {
        PostgresSettings settings = PostgresSettings.from(config);
        if (settings.server().managed()) {
            bin(settings).ifPresent(b -> BuildSettings.require(b, profile(settings, config).settings(),
                    settings.server().profile()));
        }
        return settings;
    }

    /** The build a managed server starts from: {@code bin-dir}'s, else the installed one, if any. */
    private static Optional<Path> bin(PostgresSettings settings) {
        return settings.server().binDir() != null
                ? Optional.of(Binaries.find(settings.server().binDir())) : Binaries.locate();
    }

    /** The profile as it is for the build the server starts from: its version picks the per-version lines. */
    private static Profile profile(PostgresSettings settings, EngineConfig config) {
        return Profile.load(settings.server().profile(), config.cacheBytes(),
                bin(settings).flatMap(BuildSettings::knownVersion));
    }

    @Override
    protected int managedConnectionLimit(PostgresSettings settings, EngineConfig config) {
        String value = profile(settings, config).settings().get("max_connections");
        return value == null ? Defaults.MAX_CONNECTIONS : Integer.parseInt(value.trim());
    }

    @Override
    protected String cacheSetting(PostgresSettings settings) {
        return "shared_buffers";
    }

    @Override
    protected long managedCacheBytes(PostgresSettings settings, EngineConfig config) {
        return Profile.sharedBuffers(config.cacheBytes());
    }

    /**
     * max_connections less the slots kept for superusers (and, from PostgreSQL 16, for pg_use_reserved_connections)
     * when the user is not a superuser: those are the connections this user can open.
     */
    @Override
    protected String connectionLimitQuery() {
        return "SELECT current_setting('max_connections')::int - CASE WHEN (SELECT rolsuper FROM pg_roles "
                + "WHERE rolname = current_user) THEN 0 ELSE current_setting('superuser_reserved_connections')::int "
                + "+ COALESCE(current_setting('reserved_connections', true)::int, 0) END";
    }

    @Override
    protected ManagedServer start(PostgresSettings settings, EngineConfig config) {
        Path bin = Binaries.find(settings.server().binDir());
        Profile profile = Profile.forBuild(settings.server().profile(), config.cacheBytes(), bin);
        return PostgresServer.start(bin, config.dataDir(), settings.server().port(), profile.settings());
    }

    @Override
    protected Engine open(JdbcEngine.Connections connections, ManagedServer server, PostgresSettings settings) {
        return new PostgresEngine(connections, server, settings);
    }

    /** Connections with the user, the password (never logged) and server-side prepared statements. */
    @Override
    protected JdbcEngine.Connections connections(String url, PostgresSettings settings) {
        Properties props = new Properties();
        props.setProperty("user", settings.server().user());
        if (settings.server().password() != null) {
            props.setProperty("password", settings.server().password());
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
