package io.storagebench.jmh;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/** An engine that does nothing, so a benchmark of the runner measures only the runner. */
final class NoOpEngine implements Engine {
    private static final EngineIdentity IDENTITY = new EngineIdentity("noop", "No-op", "0", "", Map.of());

    @Override
    public EngineIdentity identity() {
        return IDENTITY;
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.noneOf(Capability.class);
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
        return NoOpSession.INSTANCE;
    }

    @Override
    public void quiesce() {
    }

    @Override
    public StorageStats storageStats() {
        return new StorageStats(OptionalLong.empty(), Map.of());
    }

    @Override
    public WatchTargets watchTargets() {
        return new WatchTargets(true, List.of(), Optional.empty());
    }

    @Override
    public void close() {
    }

    /** Prepares nothing (every shape is refused by the SPI's defaults) and holds nothing. */
    private static final class NoOpSession implements Session {
        static final NoOpSession INSTANCE = new NoOpSession();

        @Override
        public void close() {
        }
    }
}
