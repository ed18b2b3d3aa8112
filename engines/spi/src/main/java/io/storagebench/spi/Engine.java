package io.storagebench.spi;

import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;

/**
 * One open engine for one run. Implementations must be thread-safe: the runner calls {@link #openSession()} from
 * many threads, and {@link #storageStats()} while sessions work.
 *
 * <p>DDL methods run outside measurement unless a workload makes them part of a step (the Insert Benchmark's l.x
 * measures index creation). {@link #close()} releases everything {@link EngineProvider#open} acquired, also after a
 * failure, and stops a managed server.
 */
public interface Engine extends AutoCloseable {

    /** Product, version, flavour and the effective configuration, as the engine reports them. */
    EngineIdentity identity();

    /** The shapes this engine executes; every other shape is refused by its sessions. */
    Set<Capability> capabilities();

    /**
     * Creates an empty table. A table of that name left by an earlier run is dropped first, so every run starts
     * from the same state.
     */
    void createTable(TableSpec table);

    /** Drops a table and its indexes; does nothing when it does not exist. */
    void dropTable(String table);

    /**
     * Builds a non-unique secondary index over the rows already in the table; returns when it is complete. A build
     * that can take long should stop soon after its thread is interrupted, with {@link EngineInterruptedException}
     * and without the index.
     */
    void createIndex(IndexSpec index);

    /** A new session for one worker thread. Sessions are never shared between threads. */
    Session openSession();

    /**
     * Lets background work settle between steps: flushes and waits for compaction (LSM engines), vacuums and
     * checkpoints (Postgres), flushes dirty pages (InnoDB). Returns when done. Its waits should stop soon after the
     * thread is interrupted, with {@link EngineInterruptedException}.
     */
    void quiesce();

    /**
     * Does one {@link Maintenance} action and returns when it is done. Called between steps or as a step's only
     * operation, with no session working. Its waits should stop soon after the thread is interrupted, with
     * {@link EngineInterruptedException}. By default {@link #quiesce()}: right for an engine without an LSM tree.
     */
    default void maintain(Maintenance action) {
        quiesce();
    }

    /**
     * Drops what this process holds of the data, as a fresh process would start: an embedded engine closes and
     * reopens its database (an empty block cache, table files opened again), keeping its data and its cumulative
     * counters. Called before a step, with no session open. By default nothing: a server's caches belong to the
     * server, and sessions are new for every step anyway.
     */
    default void reopen() {
    }

    /** Size and engine counters now; cheap enough to call once per second. */
    StorageStats storageStats();

    /** What the probes watch: server processes and the data directory. */
    WatchTargets watchTargets();

    /**
     * The engine's own log files (a server's log, RocksDB's {@code LOG}). They must still exist after {@link #close()}:
     * the runner copies them next to the results then, when the server has written its last line, and before the run's
     * data directory is removed. None by default.
     */
    default List<Path> logFiles() {
        return List.of();
    }

    /**
     * Releases every resource in dependency order; safe to call twice. Called only once no thread of the run is inside
     * the engine any more: a runner that could not stop a thread leaves the engine open.
     */
    @Override
    void close();
}
