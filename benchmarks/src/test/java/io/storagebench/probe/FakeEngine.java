package io.storagebench.probe;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/** An engine that only answers the probes: settable watch targets and storage stats. */
final class FakeEngine implements Engine {
    volatile WatchTargets targets;
    volatile StorageStats stats = new StorageStats(OptionalLong.empty(), Map.of());
    /** How often storageStats was read. */
    volatile int statsReads;

    FakeEngine(WatchTargets targets) {
        this.targets = targets;
    }

    @Override
    public EngineIdentity identity() {
        throw new UnsupportedOperationException();
    }

    @Override
    public Set<Capability> capabilities() {
        return Set.of();
    }

    @Override
    public void createTable(TableSpec table) {
    }

    @Override
    public void dropTable(String table) {
    }

    @Override
    public void createIndex(IndexSpec index) {
    }

    @Override
    public Session openSession() {
        throw new UnsupportedOperationException();
    }

    @Override
    public void quiesce() {
    }

    @Override
    public StorageStats storageStats() {
        statsReads++;
        return stats;
    }

    @Override
    public WatchTargets watchTargets() {
        return targets;
    }

    @Override
    public void close() {
    }
}
