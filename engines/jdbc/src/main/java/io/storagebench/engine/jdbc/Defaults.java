package io.storagebench.engine.jdbc;

/** Every default number of the JDBC engine base, in one place. */
public final class Defaults {
    /** Option {@code profile} of a server engine: the configuration profile of a managed server. */
    public static final String PROFILE = "default";
    /** Option {@code port} of a server engine: 0 picks a free port on 127.0.0.1. */
    public static final int PORT = 0;
    /** How long opening a connection may take before the engine reports the server unreachable, seconds. */
    public static final int CONNECT_TIMEOUT_SECONDS = 10;
    /** How long a managed server may take to accept connections after start, seconds. */
    public static final int SERVER_START_TIMEOUT_SECONDS = 60;
    /** How long a managed server may take to stop, seconds. */
    public static final int SERVER_STOP_TIMEOUT_SECONDS = 60;
    /**
     * On JVM shutdown (Ctrl-C), how long a managed server's hook waits for the application to stop the server in
     * order (end the step, write the results, close the engine) before it stops the server itself, seconds.
     */
    public static final int SHUTDOWN_GRACE_SECONDS = 60;
    /**
     * The most connections an engine's pool holds: the engine's own queries, plus the sessions of the busiest step
     * where sessions draw from the pool (SessionConnections.POOLED). The pool only grows to what is used at once;
     * this bounds a runaway, below the servers' max_connections.
     */
    public static final int POOL_MAX_CONNECTIONS = 96;
    /**
     * Connections an engine keeps for its own queries (DDL, statistics, the probes' samples) beside its sessions:
     * what a server's connection limit is reduced by before it is compared with a workload's sessions.
     */
    public static final int ENGINE_CONNECTIONS = 1;
    /** Rows fetched per round trip by scans and range reads. */
    public static final int FETCH_SIZE = 1000;

    private Defaults() {
    }
}
