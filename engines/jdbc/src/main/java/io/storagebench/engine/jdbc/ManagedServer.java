package io.storagebench.engine.jdbc;

import java.nio.file.Path;
import java.util.List;

/**
 * A throwaway server this run started: fresh data directory, loopback only, a free port. {@link #close()} stops
 * it and removes its data directory but keeps its log; it is also called by a JVM shutdown hook (Ctrl-C), and is
 * safe to call twice and from two threads.
 */
public interface ManagedServer extends AutoCloseable {

    /** The port it listens on, on 127.0.0.1. */
    int port();

    /** The process id of the server (the postmaster, mysqld), for the probes. */
    long pid();

    /** The server's data directory. */
    Path dataDir();

    /** The server's log file, kept after {@link #close()}. */
    Path log();

    /** Every log it writes (the server's, its set-up tool's), kept after {@link #close()}; some may not exist. */
    default List<Path> logFiles() {
        return List.of(log());
    }

    /** Stops the server (fast shutdown) and removes its data; never throws. */
    @Override
    void close();
}
