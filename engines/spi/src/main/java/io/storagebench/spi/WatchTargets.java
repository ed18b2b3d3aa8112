package io.storagebench.spi;

import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/**
 * What the OS probes watch for an engine.
 *
 * @param embedded   true when the engine runs inside this JVM (its CPU is the client's)
 * @param serverPids server process ids (Postgres: the postmaster; children are found from it); empty when embedded
 *                   or remote
 * @param dataDir    the data directory, for its device and size; empty for a remote server
 */
public record WatchTargets(boolean embedded, List<Long> serverPids, Optional<Path> dataDir) {
    public WatchTargets {
        serverPids = List.copyOf(serverPids);
    }
}
