package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Inserts with given keys, auto-increment keys (one session and several threads), index maintenance on insert. */
abstract class InsertChecks extends ConformanceCase {
    private static final List<String> WITHOUT_KEY = TckTables.PURCHASE_COLUMNS.subList(1, 7);

    @Test
    @DisplayName("rows inserted with given keys read back identically, through the table and every index")
    void loadedRowsReadBack() {
        fx.assumeObservable();
        fx.loadPurchases();
        fx.loadSbtest();
        fx.assertSameContents(TckTables.PURCHASES);
        fx.assertSameContents(TckTables.SBTEST);
    }

    @Test
    @DisplayName("insert returns the number of rows of the batch")
    void insertReturnsTheRowCount() {
        insertInBatches(false, 1, 3, 100, 17);
    }

    @Test
    @DisplayName("an ad-hoc insert (new SQL on every execution, as sysbench's insert) inserts and counts the same")
    void adHocInsertInsertsTheSameRows() {
        insertInBatches(true, 1, 1, 1, 1, 1, 1, 1, 4, 1); // past pgjdbc's and the server's prepare thresholds
    }

    @Test
    @DisplayName("an ad-hoc insert stores every column type as given: quotes, backslashes, non-ASCII, extremes")
    void adHocInsertKeepsEveryValueAsGiven() {
        fx.assume(Capability.INSERT);
        fx.createTable(TckTables.purchases(TckTables.PURCHASES, false));
        var insert = fx.prepare(s -> s.prepare(
                new InsertSpec(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS, true)));
        String[] awkward = {"it's", "''", "back\\slash \\' and \\\\", "\"quoted\" ; DROP TABLE x; --",
            "tab\tnew\nline", "\u00e9\u00df\u20ac", "", "?", "$1 :name {fn now()}"};
        List<Object[]> rows = TckTables.purchases(0, awkward.length);
        for (int i = 0; i < awkward.length; i++) {
            rows.get(i)[6] = awkward[i];
        }
        rows.get(0)[5] = Integer.MIN_VALUE;
        rows.get(1)[5] = Integer.MAX_VALUE;
        rows.get(2)[0] = Long.MAX_VALUE;
        rows.get(3)[1] = 0L; // the epoch
        fx.write("ad-hoc insert of one row", insert, op -> op.execute(rows.subList(0, 1)));
        List<Object[]> rest = rows.subList(1, rows.size());
        fx.write("ad-hoc insert of " + rest.size() + " rows", insert, op -> op.execute(rest));
        if (fx.has(Capability.RANGE_PRIMARY) || fx.has(Capability.SCAN) || fx.has(Capability.LOOKUP_PRIMARY)) {
            fx.assertSameContents(TckTables.PURCHASES);
        }
    }

    private void insertInBatches(boolean adHoc, int... sizes) {
        fx.assume(Capability.INSERT);
        fx.createTable(TckTables.SBTEST_SPEC);
        var insert = fx.prepare(s -> s.prepare(new InsertSpec(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, adHoc)));
        int id = 1;
        for (int size : sizes) {
            List<Object[]> batch = TckTables.sbtest(id, size);
            fx.write((adHoc ? "ad-hoc " : "") + "insert of a batch of " + size, insert, op -> op.execute(batch));
            id += size;
        }
        if (fx.has(Capability.RANGE_PRIMARY) || fx.has(Capability.SCAN) || fx.has(Capability.LOOKUP_PRIMARY)) {
            fx.assertSameContents(TckTables.SBTEST);
        }
    }

    @Test
    @DisplayName("rows inserted after createIndex are in the index")
    void rowsInsertedAfterCreateIndexAreIndexed() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadPurchases();
        fx.insert(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS,
                TckTables.purchases(TckTables.PURCHASE_ROWS, 150));
        fx.assertSameContents(TckTables.PURCHASES);
    }

    @Test
    @DisplayName("given keys are kept in an auto-increment table")
    void givenKeysInAnAutoIncrementTableAreKept() {
        fx.assume(Capability.INSERT, Capability.AUTO_INCREMENT);
        fx.assumeObservable();
        fx.createTable(TckTables.purchases(TckTables.AUTOINC, true));
        fx.insert(TckTables.AUTOINC, TckTables.PURCHASE_COLUMNS, TckTables.purchases(0, 250));
        fx.assertSameContents(TckTables.AUTOINC);
    }

    @Test
    @DisplayName("auto-increment keys increase strictly in insert order, within and across batches")
    void autoIncrementKeysIncreaseInInsertOrder() {
        assumeAutoIncrementReadable();
        fx.createTable(TckTables.purchases(TckTables.AUTOINC, true));
        var insert = fx.prepare(s -> s.prepare(new InsertSpec(TckTables.AUTOINC, WITHOUT_KEY)));
        int seq = 0;
        for (int size : new int[] {1, 20, 7, 50, 22}) {
            List<Object[]> batch = new ArrayList<>();
            for (int i = 0; i < size; i++) {
                batch.add(withoutKey(seq++, 0));
            }
            fx.write("auto-increment insert of " + size + " rows", insert, op -> op.execute(batch));
        }
        List<List<Object>> rows = readBack(fx.engine.openSession());
        assertEquals(seq, rows.size(), "rows in the table");
        long previous = Long.MIN_VALUE;
        for (int i = 0; i < rows.size(); i++) {
            long key = (Long) rows.get(i).get(0);
            assertTrue(key > previous, "key " + key + " of row " + i + " does not exceed " + previous);
            assertEquals((long) i, rows.get(i).get(2), "row " + i + " in key order is not the " + i + "th inserted");
            previous = key;
        }
        String what = "auto-increment rows in key order, without their keys";
        var types = fx.types(TckTables.AUTOINC, WITHOUT_KEY);
        if (fx.has(Capability.RANGE_PRIMARY)) {
            fx.read(what, fx.prepare(s -> s.prepare(Fixture.fullRange(TckTables.AUTOINC, null, WITHOUT_KEY))), types,
                    RowComparison.exact(), (op, sink) -> op.execute(0, 0, sink));
        } else {
            fx.read(what, fx.prepare(s -> s.prepare(new ScanSpec(TckTables.AUTOINC, WITHOUT_KEY, null))), types,
                    RowComparison.exact(), (op, sink) -> op.execute(sink));
        }
    }

    @Test
    @DisplayName("sessions on several threads inserting into one table get unique keys, increasing per thread")
    void concurrentSessionsGetUniqueIncreasingKeys() throws Exception {
        assumeAutoIncrementReadable();
        fx.createTable(TckTables.purchases(TckTables.AUTOINC, true));
        int threads = 4;
        int batches = 8;
        int batchSize = 10;
        CyclicBarrier start = new CyclicBarrier(threads);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                int thread = t;
                done.add(pool.submit(() -> {
                    insertFromThread(fx.engine, thread, batches, batchSize, start);
                    return null;
                }));
            }
            for (Future<?> f : done) {
                try {
                    f.get(2, TimeUnit.MINUTES);
                } catch (ExecutionException e) {
                    throw new AssertionError("an inserting thread failed: " + e.getCause(), e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
        }
        List<List<Object>> rows = readBack(fx.engine.openSession());
        assertEquals(threads * batches * batchSize, rows.size(), "rows inserted by " + threads + " threads");
        long[] lastSeq = new long[threads];
        Arrays.fill(lastSeq, -1);
        long previous = Long.MIN_VALUE;
        for (List<Object> row : rows) {
            long key = (Long) row.get(0);
            int thread = ((Long) row.get(1)).intValue();
            long seq = (Long) row.get(2);
            if (key <= previous) {
                fail("keys are not unique: " + key + " follows " + previous + " in key order");
            }
            assertTrue(seq > lastSeq[thread], "thread " + thread + "'s row " + seq + " has a smaller key than its row "
                    + lastSeq[thread] + ", inserted before it");
            lastSeq[thread] = seq;
            previous = key;
        }
    }

    private static void insertFromThread(Engine engine, int thread, int batches, int batchSize, CyclicBarrier start)
            throws Exception {
        try (Session session = engine.openSession()) {
            Insert insert = session.prepare(new InsertSpec(TckTables.AUTOINC, WITHOUT_KEY));
            start.await(1, TimeUnit.MINUTES);
            int seq = 0;
            for (int b = 0; b < batches; b++) {
                List<Object[]> batch = new ArrayList<>();
                for (int i = 0; i < batchSize; i++) {
                    batch.add(withoutKey(seq++, thread));
                }
                assertEquals(batchSize, insert.execute(batch), "rows inserted by thread " + thread);
            }
        }
    }

    /** Purchase values with the register telling the inserting thread and the customer its sequence number. */
    private static Object[] withoutKey(int seq, int thread) {
        Object[] values = TckTables.purchaseValues(seq);
        values[1] = thread;
        values[2] = seq;
        return values;
    }

    private void assumeAutoIncrementReadable() {
        fx.assume(Capability.INSERT, Capability.AUTO_INCREMENT);
        assumeTrue(
                fx.has(Capability.RANGE_PRIMARY) || fx.has(Capability.SCAN),
                "reading assigned keys back needs RANGE_PRIMARY or SCAN");
    }

    /** transactionid, cashregisterid, customerid of every row in key order, from the engine under test. */
    private List<List<Object>> readBack(Session session) {
        List<String> projection = List.of("transactionid", "cashregisterid", "customerid");
        CollectingSink sink = new CollectingSink(fx.types(TckTables.AUTOINC, projection));
        try (session) {
            if (fx.has(Capability.RANGE_PRIMARY)) {
                RangeSpec all = Fixture.fullRange(TckTables.AUTOINC, null, projection);
                session.prepare(all).execute(0, 0, sink);
            } else {
                session.prepare(new ScanSpec(TckTables.AUTOINC, projection, null)).execute(sink);
            }
        }
        return sink.rows();
    }
}
