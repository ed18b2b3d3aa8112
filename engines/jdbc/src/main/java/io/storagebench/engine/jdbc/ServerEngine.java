package io.storagebench.engine.jdbc;

import io.storagebench.spi.Capability;
import io.storagebench.spi.WatchTargets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * A SQL engine over a server: a throwaway one it started ({@link ManagedServer}), stopped when the engine closes, or
 * an existing one named by a URL, left running. Each session gets a new connection ({@link SessionConnections#NEW}).
 * The base gives the probes the managed server's process and data directory and the run its logs; a subclass adds
 * identity, quiesce and statistics.
 */
public abstract class ServerEngine extends JdbcEngine {
    private final ManagedServer server;

    /** {@code server}: the managed server the engine stops on close, or null for a server by URL. */
    protected ServerEngine(Dialect dialect, JdbcDriver driver, Connections connections, ManagedServer server,
            Set<Capability> capabilities) {
        super(dialect, driver, connections, SessionConnections.NEW, capabilities);
        this.server = server;
    }

    /** True when the engine runs its own server. */
    protected final boolean managed() {
        return server != null;
    }

    /**
     * The first entries of the identity's configuration: how the server was reached ({@code storagebench.mode},
     * managed or url), and the managed server's profile or the URL (without its password).
     */
    protected final Map<String, String> runConfiguration(ServerSettings settings) {
        Map<String, String> configuration = new LinkedHashMap<>();
        configuration.put("storagebench.mode", managed() ? "managed" : "url");
        if (managed()) {
            configuration.put("storagebench.profile", settings.profile());
        } else {
            configuration.put("storagebench.url", settings.printableUrl());
        }
        return configuration;
    }

    @Override
    public List<Path> logFiles() {
        return managed() ? server.logFiles() : List.of();
    }

    /** What the probes watch: a managed server's process and data directory; nothing for a server by URL. */
    @Override
    public WatchTargets watchTargets() {
        if (!managed()) {
            return WatchTargets.remote();
        }
        return new WatchTargets(false, server.pid() > 0 ? List.of(server.pid()) : List.of(),
                Optional.of(server.dataDir()));
    }

    /** Closes the pool, then stops a managed server. Safe to call twice. */
    @Override
    public void close() {
        super.close();
        if (managed()) {
            server.close();
        }
    }
}
