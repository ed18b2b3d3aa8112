package io.storagebench.tck.reference;

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
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * An in-memory engine that implements every shape of the SPI exactly as its Javadoc says, written to be obviously
 * correct rather than fast: a sorted map per table keyed by primary key, a sorted set per secondary index of
 * (index values..., primary key), one lock per table.
 *
 * <p>It is the conformance kit's oracle (every engine's results are compared with it) and the stub engine for tests
 * of the harness and the workloads: {@code new ReferenceEngine()} declares every {@link Capability}; a smaller set
 * makes its sessions refuse the other shapes, and an {@link OperationHook} makes it slow or failing on demand.
 *
 * <p>Semantics where the SPI leaves a choice, fixed here so that tests are repeatable:
 * <ul>
 *   <li>values must have the Java type {@link io.storagebench.spi.schema.ColumnType} names ({@code Integer} for INT,
 *       {@code Long} for BIGINT and TIMESTAMP), else {@link IllegalArgumentException}; a value longer than its column
 *       (characters for text, bytes for BINARY; length 0 means unlimited) or outside the INT range is an
 *       {@link EngineException}; an insert must give every column but an auto-increment key;</li>
 *   <li>a duplicate primary key on insert is an {@link EngineException} and the whole batch is undone;</li>
 *   <li>auto-increment keys start at 1 and are assigned above every key assigned or given before (no reuse after
 *       a rollback or delete);</li>
 *   <li>text orders by code point (the unsigned order of its UTF-8 bytes), binary unsigned lexicographically;</li>
 *   <li>a range read with an aggregate ignores {@code limit}; with {@code orderBy} rows are sorted ascending, ties
 *       in key order (reversed when {@code descending}), then {@code distinct}, then {@code limit};</li>
 *   <li>update and delete counts are the rows found (a SET to the same value counts);</li>
 *   <li>inside a transaction, writes are checked and counted against the committed state when executed, buffered,
 *       and applied atomically at commit (which can still fail, for instance on a key inserted meanwhile); reads
 *       never see the session's own uncommitted writes; auto-increment keys are assigned at execute.</li>
 * </ul>
 *
 * <p>Storage statistics report a rough byte estimate of rows and index entries and no counters; the watch targets
 * say embedded, no processes, no data directory. Thread-safe, as {@link Engine} requires.
 */
public final class ReferenceEngine implements Engine {
    /** The provider name, also in {@link #identity()}. */
    public static final String NAME = "reference";

    private final Set<Capability> capabilities;
    private final OperationHook hook;
    private final Map<String, ReferenceTable> tables = new ConcurrentHashMap<>();
    private volatile boolean closed;

    /** An engine with every capability and no hook. */
    public ReferenceEngine() {
        this(EnumSet.allOf(Capability.class), OperationHook.NONE);
    }

    /** An engine with every capability that calls {@code hook} before each operation executes. */
    public ReferenceEngine(OperationHook hook) {
        this(EnumSet.allOf(Capability.class), hook);
    }

    /** An engine that declares only {@code capabilities}; its sessions refuse every other shape. */
    public ReferenceEngine(Set<Capability> capabilities) {
        this(capabilities, OperationHook.NONE);
    }

    /** An engine that declares only {@code capabilities} and calls {@code hook} before each operation executes. */
    public ReferenceEngine(Set<Capability> capabilities, OperationHook hook) {
        this.capabilities = Collections.unmodifiableSet(capabilities.isEmpty()
                ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(capabilities));
        this.hook = Objects.requireNonNull(hook, "hook");
    }

    @Override
    public EngineIdentity identity() {
        String declared = capabilities.stream().map(Enum::name).collect(Collectors.joining(","));
        return new EngineIdentity(NAME, "storagebench reference engine", "1", "in-memory",
                Map.of("capabilities", declared));
    }

    @Override
    public Set<Capability> capabilities() {
        return capabilities;
    }

    @Override
    public void createTable(TableSpec table) {
        checkOpen();
        if (table.autoIncrement() && !capabilities.contains(Capability.AUTO_INCREMENT)) {
            throw new UnsupportedShapeException("auto-increment keys are not supported: table " + table.name());
        }
        tables.put(table.name(), new ReferenceTable(table));
    }

    @Override
    public void dropTable(String table) {
        checkOpen();
        tables.remove(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        checkOpen();
        if (!capabilities.contains(Capability.SECONDARY_INDEX)) {
            throw new UnsupportedShapeException("secondary indexes are not supported: index " + index.name());
        }
        read(index.table(), t -> {
            index.columns().forEach(t.spec::indexOf);
            t.addIndex(index);
            return null;
        });
    }

    @Override
    public Session openSession() {
        checkOpen();
        return new ReferenceSession(this);
    }

    /** Nothing runs in the background, so there is nothing to wait for. */
    @Override
    public void quiesce() {
        checkOpen();
    }

    @Override
    public StorageStats storageStats() {
        long bytes = 0;
        for (ReferenceTable t : tables.values()) {
            t.lock();
            try {
                bytes += t.sizeBytes();
            } finally {
                t.unlock();
            }
        }
        return new StorageStats(OptionalLong.of(bytes), Map.of());
    }

    @Override
    public WatchTargets watchTargets() {
        return WatchTargets.inMemory();
    }

    /** Drops every table; safe to call twice. Sessions and operations fail afterwards. */
    @Override
    public void close() {
        closed = true;
        tables.clear();
    }

    /** Names of the tables (and key-value spaces) that exist now, sorted. */
    public Set<String> tableNames() {
        return Collections.unmodifiableSet(new TreeSet<>(tables.keySet()));
    }

    /** Number of rows in a table now (committed writes only); for assertions in harness and workload tests. */
    public long rowCount(String table) {
        return read(table, t -> (long) t.rows().size());
    }

    /** Names of a table's secondary indexes, in creation order. */
    public List<String> indexNames(String table) {
        return read(table, t -> t.indexes().stream().map(i -> i.spec.name()).toList());
    }

    OperationHook hook() {
        return hook;
    }

    boolean declares(Capability capability) {
        return capabilities.contains(capability);
    }

    void checkOpen() {
        if (closed) {
            throw new IllegalStateException("the reference engine is closed");
        }
    }

    /** The table's schema now; an {@link EngineException} when it does not exist. */
    TableSpec spec(String table) {
        return table(table).spec;
    }

    /** Runs {@code body} under the table's lock. */
    <T> T read(String table, Function<ReferenceTable, T> body) {
        ReferenceTable t = table(table);
        t.lock();
        try {
            checkCurrent(t);
            return body.apply(t);
        } finally {
            t.unlock();
        }
    }

    /**
     * Applies writes atomically: locks their tables in name order (so concurrent commits cannot deadlock), applies
     * them in order, and undoes all of them when one fails. Returns the rows written.
     */
    int apply(List<TableWrite> writes) {
        return locked(writes, (tables, undo) -> {
            try {
                int written = 0;
                for (TableWrite w : writes) {
                    written += w.apply(tables.get(w.table()), undo);
                }
                return written;
            } catch (RuntimeException e) {
                undo.forEach(Runnable::run);
                throw e;
            }
        });
    }

    /**
     * What {@link #apply} would return for {@code write} now, after the transaction's {@code earlier} writes (so a
     * transaction reads its own writes: sysbench's DELETE then INSERT of one id), without changing anything.
     */
    int dryRun(List<TableWrite> earlier, TableWrite write) {
        List<TableWrite> all = new ArrayList<>(earlier);
        all.add(write);
        return locked(all, (tables, undo) -> {
            try {
                for (TableWrite w : earlier) {
                    w.apply(tables.get(w.table()), undo);
                }
                return write.apply(tables.get(write.table()), undo);
            } finally {
                undo.forEach(Runnable::run);
            }
        });
    }

    /** Runs {@code body} with the tables of {@code writes} locked in name order and an empty undo log. */
    private int locked(List<TableWrite> writes, LockedBody body) {
        Map<String, ReferenceTable> locked = new TreeMap<>();
        for (TableWrite w : writes) {
            locked.computeIfAbsent(w.table(), this::table);
        }
        List<ReferenceTable> held = new ArrayList<>();
        try {
            for (ReferenceTable t : locked.values()) {
                t.lock();
                held.add(t);
                checkCurrent(t);
            }
            return body.run(locked, new ArrayDeque<>());
        } finally {
            held.forEach(ReferenceTable::unlock);
        }
    }

    @FunctionalInterface
    private interface LockedBody {
        int run(Map<String, ReferenceTable> tables, Deque<Runnable> undo);
    }

    private ReferenceTable table(String name) {
        checkOpen();
        ReferenceTable t = tables.get(name);
        if (t == null) {
            throw new EngineException("no table " + name);
        }
        return t;
    }

    /** A table dropped or re-created while a caller waited for its lock is not written. */
    private void checkCurrent(ReferenceTable t) {
        if (tables.get(t.spec.name()) != t) {
            throw new EngineException("table " + t.spec.name() + " was dropped or re-created concurrently");
        }
    }
}
