package ${package};

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One open {@code ${engineName}} engine: tables with an integer primary key ({@link RowTable}) and key-value spaces
 * ({@link KvSpace}), each a sorted map on the heap. It runs inside storagebench's JVM and writes no file, so the cache
 * budget has nothing to size and {@link #quiesce()} nothing to wait for. Thread-safe: the maps are, and the engine
 * keeps no other state.
 */
final class ${enginePrefix}Engine implements Engine {
    /** What the sessions execute and the conformance kit checks; every other shape is refused. */
    static final Set<Capability> CAPABILITIES = Set.copyOf(EnumSet.of(Capability.INSERT, Capability.LOOKUP_PRIMARY,
            Capability.RANGE_PRIMARY, Capability.DELETE, Capability.DELETE_OLDEST, Capability.KEY_BOUNDS,
            Capability.KEY_VALUE));

    private final Path dataDir;
    private final EngineIdentity identity;
    private final Map<String, RowTable> tables = new ConcurrentHashMap<>();
    private final Map<String, KvSpace> spaces = new ConcurrentHashMap<>();

    ${enginePrefix}Engine(Path dataDir) {
        this.dataDir = dataDir;
        // The maps measured are the JDK's, so its version is the product's; the configuration is what shapes a run.
        this.identity = new EngineIdentity(${enginePrefix}EngineProvider.NAME, "Java sorted maps",
                Runtime.version().toString(), "", Map.of(
                        EngineIdentity.DIRECT_READS, "off",
                        "entry-overhead-bytes", String.valueOf(Defaults.ENTRY_OVERHEAD_BYTES)));
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    @Override
    public Set<Capability> capabilities() {
        return CAPABILITIES;
    }

    @Override
    public void createTable(TableSpec table) {
        dropTable(table.name());
        if (KvSpace.holds(table)) {
            spaces.put(table.name(), new KvSpace());
        } else {
            tables.put(table.name(), new RowTable(table));
        }
    }

    @Override
    public void dropTable(String table) {
        tables.remove(table);
        spaces.remove(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        throw new UnsupportedShapeException("the ${engineName} engine has no secondary indexes (SECONDARY_INDEX is not"
                + " declared): " + index);
    }

    @Override
    public Session openSession() {
        return new ${enginePrefix}Session(this);
    }

    @Override
    public void quiesce() {
        // no background work: every write is done when its execute returns
    }

    @Override
    public StorageStats storageStats() {
        long bytes = 0;
        long rows = 0;
        for (RowTable t : tables.values()) {
            bytes += t.sizeBytes();
            rows += t.rowCount();
        }
        for (KvSpace s : spaces.values()) {
            bytes += s.sizeBytes();
            rows += s.entryCount();
        }
        return new StorageStats(OptionalLong.of(bytes), Map.of(StorageStats.LIVE_ROWS, (double) rows));
    }

    @Override
    public WatchTargets watchTargets() {
        return WatchTargets.embedded(dataDir);
    }

    /** Drops every table; the maps hold nothing else. Safe to call twice. */
    @Override
    public void close() {
        tables.clear();
        spaces.clear();
    }

    /** The table a shape names, for {@code prepare}. */
    RowTable table(String name) {
        RowTable table = tables.get(name);
        if (table == null) {
            String kind = spaces.containsKey(name) ? " (it is a key-value space)" : "";
            throw new EngineException("no table " + name + kind);
        }
        return table;
    }

    /** The key-value space a shape names, for {@code prepare}. */
    KvSpace space(String name) {
        KvSpace space = spaces.get(name);
        if (space == null) {
            throw new EngineException("no key-value space " + name);
        }
        return space;
    }
}
