package io.storagebench.workload.kit;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.reference.OperationHook;
import io.storagebench.tck.reference.ReferenceEngine;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * The TCK's reference engine, recording every call a workload makes of it: the engine's own calls in order
 * ({@code createTable kv}, {@code dropTable t}, {@code createIndex k_1}, {@code maintain FLUSH_MT_L0},
 * {@code reopen}, {@code quiesce}) and how many times each operation shape was executed ({@code KvPut: 1000}).
 * {@code maintain} and {@code reopen} are recorded only, as an in-memory engine has nothing to do for them. It can
 * answer under another engine's name, for a workload that asks engines by name, and with a data directory of the
 * test's choosing, for one that reads the files beside the data.
 */
public final class RecordingEngine implements Engine {
    private final ReferenceEngine reference;
    private final List<String> calls = new ArrayList<>();
    private final Map<String, Long> executes = new TreeMap<>();
    private final Path dataDir;
    private final String name;

    /** The reference engine, recording. */
    public RecordingEngine() {
        this(null, null);
    }

    /** The reference engine with its data directory at {@code dataDir} (null: none). */
    public RecordingEngine(Path dataDir) {
        this(dataDir, null);
    }

    /** The reference engine answering as {@code name} (null: its own), its data directory at {@code dataDir}. */
    public RecordingEngine(Path dataDir, String name) {
        this(dataDir, name, OperationHook.NONE);
    }

    /**
     * As {@link #RecordingEngine(Path, String)}, calling {@code hook} before each operation executes (after it is
     * counted), to make operations fail as a test needs.
     */
    public RecordingEngine(Path dataDir, String name, OperationHook hook) {
        this.reference = new ReferenceEngine(shape -> {
            synchronized (executes) {
                executes.merge(shape, 1L, Long::sum);
            }
            hook.beforeExecute(shape);
        });
        this.dataDir = dataDir;
        this.name = name;
    }

    /** The engine's own calls so far, in order. */
    public List<String> calls() {
        synchronized (calls) {
            return List.copyOf(calls);
        }
    }

    /** Forgets the calls and executes recorded so far. */
    public void clear() {
        synchronized (calls) {
            calls.clear();
        }
        synchronized (executes) {
            executes.clear();
        }
    }

    /** How many times each operation shape executed ({@code Insert}, {@code KvGet}, ...), by shape. */
    public Map<String, Long> executes() {
        synchronized (executes) {
            return Map.copyOf(executes);
        }
    }

    /** The reference engine underneath, for its tables' contents ({@code rowCount}, {@code indexNames}). */
    public ReferenceEngine reference() {
        return reference;
    }

    @Override
    public EngineIdentity identity() {
        EngineIdentity id = reference.identity();
        return name == null ? id : new EngineIdentity(name, id.product(), id.version(), id.flavour(),
                id.configuration());
    }

    @Override
    public Set<Capability> capabilities() {
        return reference.capabilities();
    }

    @Override
    public void createTable(TableSpec table) {
        record("createTable " + table.name());
        reference.createTable(table);
    }

    @Override
    public void dropTable(String table) {
        record("dropTable " + table);
        reference.dropTable(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        record("createIndex " + index.name());
        reference.createIndex(index);
    }

    @Override
    public Session openSession() {
        return reference.openSession();
    }

    @Override
    public void quiesce() {
        record("quiesce");
        reference.quiesce();
    }

    @Override
    public void maintain(Maintenance action) {
        record("maintain " + action);
    }

    @Override
    public void reopen() {
        record("reopen");
    }

    @Override
    public StorageStats storageStats() {
        return reference.storageStats();
    }

    @Override
    public WatchTargets watchTargets() {
        return new WatchTargets(true, List.of(), Optional.ofNullable(dataDir));
    }

    @Override
    public void close() {
        reference.close();
    }

    private void record(String call) {
        synchronized (calls) {
            calls.add(call);
        }
    }
}
