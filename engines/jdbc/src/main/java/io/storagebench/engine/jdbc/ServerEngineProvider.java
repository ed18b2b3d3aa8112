package io.storagebench.engine.jdbc;

import io.storagebench.spi.CacheMemory;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import io.storagebench.spi.OptionSpec;
import io.storagebench.spi.SessionLimit;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;

/**
 * Opens an engine over a server. Without {@code jdbc-url} it starts a throwaway server in the run's data directory,
 * creates the benchmark's database there, and stops the server again if the engine does not open; with it, it
 * connects once to check the URL and the password (bad input in one line) and leaves that server as it is.
 * Construction is free.
 *
 * @param <S> the engine's settings: the server's ({@link Settings#server}) and its own
 */
public abstract class ServerEngineProvider<S extends ServerEngineProvider.Settings> implements EngineProvider {

    /** An engine's settings, checked once: the options every server engine has, and its own. */
    public interface Settings {
        ServerSettings server();
    }

    @Override
    public final Engine open(EngineConfig config) {
        S settings = settings(config);
        ServerSettings server = settings.server();
        if (!server.managed()) {
            JdbcEngine.Connections connections = connections(server.jdbcUrl(), settings);
            connections.check(server.printableUrl());
            return open(connections, null, settings);
        }
        ManagedServer started = start(settings, config);
        try {
            String create = started.createDatabase(server.database());
            if (create != null) {
                try (Connection c = connections(started.adminUrl(), settings).open();
                     Statement s = c.createStatement()) {
                    s.execute(create);
                }
            }
            return open(connections(started.jdbcUrl(server.database()), settings), started, settings);
        } catch (SQLException | RuntimeException e) {
            started.close();
            throw e instanceof RuntimeException r ? r
                    : SqlErrors.wrap("creating database " + server.database(), (SQLException) e);
        }
    }

    /**
     * A managed server's limit is its profile's (the server starts with it); a server by URL is asked, on a connection
     * of its own that is closed at once. The engine keeps {@link Defaults#ENGINE_CONNECTIONS} for its own queries.
     * Connections other clients hold at that moment are not counted: they come and go.
     */
    @Override
    public final Optional<SessionLimit> sessionLimit(EngineConfig config) {
        S settings = settings(config);
        ServerSettings server = settings.server();
        int servers = sessionServers(settings);
        String each = servers == 1 ? "" : " on each of " + servers + " nodes";
        if (server.managed()) {
            int limit = managedConnectionLimit(settings, config);
            return Optional.of(limit(limit * servers, "max_connections=" + limit + each
                    + " of the managed server's profile '" + server.profile() + "'"));
        }
        try (Connection c = connections(server.jdbcUrl(), settings).openForCheck();
             Statement s = c.createStatement();
             ResultSet rs = s.executeQuery(connectionLimitQuery())) {
            if (!rs.next()) {
                return Optional.empty();
            }
            int limit = rs.getInt(1);
            return Optional.of(limit(limit * servers, "the server at " + server.printableUrl() + " accepts " + limit
                    + " connections from this user" + each + " (max_connections less the slots it reserves)"));
        } catch (SQLException e) {
            return Optional.empty(); // opening the engine says why the server does not answer
        }
    }

    /**
     * A managed server's cache is the setting its profile derives from the budget, once per server it starts, all on
     * this host (a cluster's nodes too); a server by URL keeps the memory it has, on its own host.
     */
    @Override
    public final Optional<CacheMemory> cacheMemory(EngineConfig config) {
        S settings = settings(config);
        if (!settings.server().managed()) {
            return Optional.empty();
        }
        long each = managedCacheBytes(settings, config);
        int servers = sessionServers(settings);
        String setting = cacheSetting(settings) + "=" + OptionSpec.formatSize(each);
        return Optional.of(servers == 1 ? new CacheMemory(each, setting + " of the managed server")
                : new CacheMemory(each > Long.MAX_VALUE / servers ? Long.MAX_VALUE : each * servers,
                setting + " on each of the managed cluster's " + servers + " nodes"));
    }

    /** The server setting the cache budget becomes ({@code shared_buffers}, {@code innodb_buffer_pool_size}). */
    protected abstract String cacheSetting(S settings);

    /** The bytes a managed server's {@link #cacheSetting} gets from the budget, as its profile sets it. */
    protected abstract long managedCacheBytes(S settings, EngineConfig config);

    private static SessionLimit limit(int connections, String why) {
        return new SessionLimit(Math.max(0, connections - Defaults.ENGINE_CONNECTIONS),
                why + ", less " + Defaults.ENGINE_CONNECTIONS + " the engine keeps for itself");
    }

    /**
     * Over how many servers the sessions spread, each accepting what {@link #connectionLimitQuery} reads (a cluster's
     * nodes); 1 by default.
     */
    protected int sessionServers(S settings) {
        return 1;
    }

    /** The connection limit a managed server starts with: its profile's, else the server's own default. */
    protected abstract int managedConnectionLimit(S settings, EngineConfig config);

    /**
     * The query that reads how many connections the server accepts from the connected user: one row, one integer.
     */
    protected abstract String connectionLimitQuery();

    /** The engine's options, checked: bad input is an {@link IllegalArgumentException} that names the option. */
    protected abstract S settings(EngineConfig config);

    /** Connections to {@code url} as the engine makes them (user, password, driver settings). */
    protected abstract JdbcEngine.Connections connections(String url, S settings);

    /** Starts a throwaway server in the run's data directory with the profile's settings and the cache budget. */
    protected abstract ManagedServer start(S settings, EngineConfig config);

    /** The engine on a server that answers; {@code server} is null for a server by URL. */
    protected abstract Engine open(JdbcEngine.Connections connections, ManagedServer server, S settings);
}
