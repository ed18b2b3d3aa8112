package io.storagebench.kv;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The reference engine, recording the calls the kv steps make around their operations (reopen, maintain,
 * createTable) in order, with a data directory of the caller's choosing for the baseline's files.
 */
final class RecordingEngine implements Engine {
    final ReferenceEngine reference = new ReferenceEngine();
    final List<String> calls = new ArrayList<>();
    private final Path dataDir;
    private final String name;

    RecordingEngine(Path dataDir) {
        this(dataDir, null);
    }

    /** The engine under another name, as the steps that look at the engine's name see it. */
    RecordingEngine(Path dataDir, String name) {
        this.dataDir = dataDir;
        this.name = name;
    }

    @Override public EngineIdentity identity() {
        EngineIdentity id = reference.identity();
        return name == null ? id : new EngineIdentity(name, id.product(), id.version(), id.flavour(),
                id.configuration());
    }
    @Override public Set<Capability> capabilities() { return reference.capabilities(); }
    @Override public void dropTable(String table) { reference.dropTable(table); }
    @Override public void createIndex(IndexSpec index) { reference.createIndex(index); }
    @Override public Session openSession() { return reference.openSession(); }
    @Override public void quiesce() { reference.quiesce(); }
    @Override public StorageStats storageStats() { return reference.storageStats(); }
    @Override public void close() { reference.close(); }

    @Override
    public void createTable(TableSpec table) {
        calls.add("createTable " + table.name());
        reference.createTable(table);
    }

    @Override
    public void maintain(Maintenance action) {
        calls.add("maintain " + action);
    }

    @Override
    public void reopen() {
        calls.add("reopen");
    }

    @Override
    public WatchTargets watchTargets() {
        return new WatchTargets(true, List.of(), Optional.ofNullable(dataDir));
    }
}
