package com.example.slowengine;

import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The delegate engine as it is, but for its sessions' inserts, which start at most once per period. */
final class SlowEngine implements Engine {
    private final Engine delegate;
    private final long periodMicros;
    private final String name;

    SlowEngine(Engine delegate, long periodMicros, String name) {
        this.delegate = delegate;
        this.periodMicros = periodMicros;
        this.name = name;
    }

    @Override
    public EngineIdentity identity() {
        EngineIdentity id = delegate.identity();
        Map<String, String> configuration = new HashMap<>(id.configuration());
        configuration.put(SlowEngineProvider.PERIOD, Long.toString(periodMicros));
        return new EngineIdentity(name, id.product(), id.version(), id.flavour(), configuration);
    }

    @Override
    public Set<io.storagebench.spi.Capability> capabilities() {
        return delegate.capabilities();
    }

    @Override
    public void createTable(TableSpec table) {
        delegate.createTable(table);
    }

    @Override
    public void dropTable(String table) {
        delegate.dropTable(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        delegate.createIndex(index);
    }

    @Override
    public Session openSession() {
        return new SlowSession(delegate.openSession(), periodMicros * 1_000);
    }

    @Override
    public void quiesce() {
        delegate.quiesce();
    }

    @Override
    public void maintain(Maintenance action) {
        delegate.maintain(action);
    }

    @Override
    public void reopen() {
        delegate.reopen();
    }

    @Override
    public StorageStats storageStats() {
        return delegate.storageStats();
    }

    @Override
    public WatchTargets watchTargets() {
        return delegate.watchTargets();
    }

    @Override
    public List<Path> logFiles() {
        return delegate.logFiles();
    }

    @Override
    public void close() {
        delegate.close();
    }
}
