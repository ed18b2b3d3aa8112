package io.storagebench.engine.jdbc;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineProvider;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

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

    /** The engine's options, checked: bad input is an {@link IllegalArgumentException} that names the option. */
    protected abstract S settings(EngineConfig config);

    /** Connections to {@code url} as the engine makes them (user, password, driver settings). */
    protected abstract JdbcEngine.Connections connections(String url, S settings);

    /** Starts a throwaway server in the run's data directory with the profile's settings and the cache budget. */
    protected abstract ManagedServer start(S settings, EngineConfig config);

    /** The engine on a server that answers; {@code server} is null for a server by URL. */
    protected abstract Engine open(JdbcEngine.Connections connections, ManagedServer server, S settings);
}
