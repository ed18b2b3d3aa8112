package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * One test's world: the engine under test and a {@link ReferenceEngine}, with a session on each, to which every DDL
 * statement, load and operation is applied alike; reads are then compared row for row.
 */
final class Fixture implements AutoCloseable {
    static final int BATCH = 100;

    final Engine engine;
    final ReferenceEngine reference = new ReferenceEngine();
    /** Replaced by {@link #withSessionsClosed}. */
    Pair<Session> main;
    private final EnumSet<Capability> capabilities;
    private final Map<String, TableSpec> tables = new HashMap<>();
    private final Map<String, List<IndexSpec>> indexes = new HashMap<>();
    private final List<Session> sessions = new ArrayList<>();
    private boolean closed;

    /** The same thing on the engine under test ({@code actual}) and on the reference ({@code expected}). */
    record Pair<T>(T actual, T expected) {
    }

    /** One execute of a read, delivering rows to the sink and returning the count. */
    @FunctionalInterface
    interface Read<T> {
        int execute(T op, RowSink sink);
    }

    Fixture(Engine engine) {
        this.engine = engine;
        Set<Capability> declared = engine.capabilities();
        this.capabilities = declared.isEmpty() ? EnumSet.noneOf(Capability.class) : EnumSet.copyOf(declared);
        this.main = newSessions();
    }

    boolean has(Capability capability) {
        return capabilities.contains(capability);
    }

    Set<Capability> capabilities() {
        return EnumSet.copyOf(capabilities);
    }

    /** Skips the test unless the engine declares every capability. */
    void assume(Capability... needed) {
        for (Capability c : needed) {
            assumeTrue(has(c), () -> "the engine does not declare " + c);
        }
    }

    /** Skips the test unless the engine declares a shape that can read a table's contents back. */
    void assumeObservable() {
        assumeTrue(has(Capability.RANGE_PRIMARY) || has(Capability.SCAN) || has(Capability.LOOKUP_PRIMARY),
                "the engine declares no shape that reads a table back (RANGE_PRIMARY, SCAN or LOOKUP_PRIMARY)");
    }

    /** A new session on each engine, closed with the fixture. */
    Pair<Session> newSessions() {
        Session actual = engine.openSession();
        sessions.add(actual);
        Session expected = reference.openSession();
        sessions.add(expected);
        return new Pair<>(actual, expected);
    }

    /**
     * Closes every session on both engines (what each prepared must not be used again), runs {@code between} (a
     * reopen or a maintenance action, which the SPI calls with no session open), then opens new main sessions.
     */
    void withSessionsClosed(Runnable between) {
        for (Session s : sessions) {
            s.close();
        }
        sessions.clear();
        between.run();
        main = newSessions();
    }

    <T> Pair<T> prepare(Function<Session, T> prepare) {
        return prepare(main, prepare);
    }

    <T> Pair<T> prepare(Pair<Session> on, Function<Session, T> prepare) {
        return new Pair<>(prepare.apply(on.actual()), prepare.apply(on.expected()));
    }

    void createTable(TableSpec table) {
        engine.createTable(table);
        reference.createTable(table);
        tables.put(table.name(), table);
        indexes.put(table.name(), new ArrayList<>());
    }

    void dropTable(String table) {
        engine.dropTable(table);
        reference.dropTable(table);
        tables.remove(table);
        indexes.remove(table);
    }

    void createIndex(IndexSpec index) {
        engine.createIndex(index);
        reference.createIndex(index);
        indexes.get(index.table()).add(index);
    }

    /** The Insert Benchmark table with {@link TckTables#PURCHASE_ROWS} rows, then its three indexes if supported. */
    void loadPurchases() {
        assume(Capability.INSERT);
        createTable(TckTables.purchases(TckTables.PURCHASES, false));
        insert(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS, TckTables.purchases(0, TckTables.PURCHASE_ROWS));
        if (has(Capability.SECONDARY_INDEX)) {
            List.of(TckTables.MARKET, TckTables.REGISTER, TckTables.PDC).forEach(this::createIndex);
        }
    }

    /** The sysbench table with {@link TckTables#SBTEST_ROWS} rows, then its index on k if supported. */
    void loadSbtest() {
        assume(Capability.INSERT);
        createTable(TckTables.SBTEST_SPEC);
        insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(1, TckTables.SBTEST_ROWS));
        if (has(Capability.SECONDARY_INDEX)) {
            createIndex(TckTables.SBTEST_K);
        }
    }

    /** The key-value space with {@link TckTables#KV_ENTRIES} entries. */
    void loadKv() {
        assume(Capability.KEY_VALUE);
        createTable(TckTables.KV_SPEC);
        var put = prepare(s -> s.prepare(new KvPutSpec(TckTables.KV)));
        for (byte[][] e : TckTables.kvEntries()) {
            put.actual().execute(e[0], e[1]);
            put.expected().execute(e[0], e[1]);
        }
    }

    /** Inserts rows into both engines in batches, checking the counts. */
    void insert(String table, List<String> columns, List<Object[]> rows) {
        var insert = prepare(s -> s.prepare(new InsertSpec(table, columns)));
        for (int from = 0; from < rows.size(); from += BATCH) {
            List<Object[]> batch = rows.subList(from, Math.min(rows.size(), from + BATCH));
            write("insert of " + batch.size() + " rows into " + table, insert, op -> op.execute(batch));
        }
    }

    /** Runs a write on both engines; the engine must return the reference's count. */
    <T> int write(String what, Pair<T> op, ToIntFunction<T> call) {
        int actual;
        try {
            actual = call.applyAsInt(op.actual());
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": the engine threw " + e, e);
        }
        int expected = call.applyAsInt(op.expected());
        assertEquals(expected, actual, what + ": returned count");
        return actual;
    }

    /** Runs a read on both engines and compares rows and returned counts. */
    <T> void read(String what, Pair<T> op, List<ColumnType> types, RowComparison comparison, Read<T> call) {
        CollectingSink actualRows = new CollectingSink(types);
        CollectingSink expectedRows = new CollectingSink(types);
        int actual;
        try {
            actual = call.execute(op.actual(), actualRows);
        } catch (RuntimeException e) {
            throw new AssertionError(what + ": the engine threw " + e, e);
        }
        int expected = call.execute(op.expected(), expectedRows);
        assertTrue(actualRows.isComplete(), () -> what + ": values delivered after the last endRow()");
        comparison.check(what, expectedRows.rows(), actualRows.rows());
        assertEquals(actualRows.rowCount(), actual, () -> what + ": returned count differs from rows delivered");
        assertEquals(expected, actual, () -> what + ": returned count");
    }

    /** Column types of a projection of a table created through this fixture. */
    List<ColumnType> types(String table, List<String> projection) {
        TableSpec spec = tables.get(table);
        return projection.stream().map(c -> spec.column(c).type()).toList();
    }

    static List<String> columns(TableSpec table) {
        return table.columns().stream().map(ColumnSpec::name).toList();
    }

    TableSpec table(String name) {
        return tables.get(name);
    }

    List<IndexSpec> indexes(String table) {
        return List.copyOf(indexes.get(table));
    }

    /** {@code SELECT projection} over the whole primary key or index, in key order. */
    static RangeSpec fullRange(String table, String index, List<String> projection) {
        return new RangeSpec(table, index, Bound.NONE, Bound.NONE, false, 0, projection, Aggregate.NONE, null, null,
                false);
    }

    /** Compares everything the engine lets us read of a table with the reference: rows, and every index. */
    void assertSameContents(String table) {
        new ContentsCheck(this).check(table, "");
    }

    /** The same, with a note on when (for instance "after commit") in failure messages. */
    void assertSameContents(String table, String when) {
        new ContentsCheck(this).check(table, " " + when);
    }

    /** Closes every session, then both engines; does nothing the second time. */
    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        RuntimeException failure = null;
        for (Session s : sessions) {
            try {
                s.close();
            } catch (RuntimeException e) {
                failure = failure == null ? e : failure;
            }
        }
        engine.close();
        reference.close();
        if (failure != null) {
            throw new AssertionError("closing a session failed: " + failure, failure);
        }
    }
}
