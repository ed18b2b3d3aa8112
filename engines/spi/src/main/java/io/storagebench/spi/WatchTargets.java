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

    /** An engine inside this JVM whose files are in {@code dataDir}. */
    public static WatchTargets embedded(Path dataDir) {
        return new WatchTargets(true, List.of(), Optional.of(dataDir));
    }

    /** An engine inside this JVM that keeps nothing on disk (heap maps, an in-memory database). */
    public static WatchTargets inMemory() {
        return new WatchTargets(true, List.of(), Optional.empty());
    }

    /** A server elsewhere, reached by URL: no process or directory of this host to watch. */
    public static WatchTargets remote() {
        return new WatchTargets(false, List.of(), Optional.empty());
    }
}
