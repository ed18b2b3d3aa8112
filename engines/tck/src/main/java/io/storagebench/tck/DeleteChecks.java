package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.LookupSpec;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Deletes by key (with their index entries), the Insert Benchmark's delete of the oldest rows, and the primary key's
 * min and max as rows come and go.
 */
abstract class DeleteChecks extends ConformanceCase {

    @Test
    @DisplayName("delete by key returns 1 or 0 and removes the row and its index entries")
    void deleteByKey() {
        fx.assume(Capability.DELETE);
        fx.assumeObservable();
        fx.loadPurchases();
        var delete = fx.prepare(s -> s.prepare(new DeleteSpec(TckTables.PURCHASES)));
        for (long key : new long[] {1, 1, 2, 2399, 4000, 1201, -1, 7}) {
            fx.write("delete(" + key + ")", delete, op -> op.execute(key));
        }
        fx.assertSameContents(TckTables.PURCHASES);
    }

    @Test
    @DisplayName("a lookup after a delete finds nothing")
    void lookupAfterDelete() {
        fx.assume(Capability.DELETE, Capability.LOOKUP_PRIMARY);
        fx.loadSbtest();
        var delete = fx.prepare(s -> s.prepare(new DeleteSpec(TckTables.SBTEST)));
        var lookup = fx.prepare(s -> s.prepare(LookupSpec.byPrimaryKey(TckTables.SBTEST, List.of("id", "c"))));
        long[] keys = {5, 6, 7};
        fx.write("delete(6)", delete, op -> op.execute(6));
        fx.read("lookup of 5, 6, 7 after delete(6)", lookup, fx.types(TckTables.SBTEST, List.of("id", "c")),
                RowComparison.anyOrder(), (op, sink) -> op.execute(keys, keys.length, sink));
    }

    @Test
    @DisplayName("deleteOldest removes up to n rows with the smallest keys at or above fromKey")
    void deleteOldest() {
        fx.assume(Capability.DELETE_OLDEST);
        fx.assumeObservable();
        fx.loadPurchases();
        var deleteOldest = fx.prepare(s -> s.prepare(new DeleteOldestSpec(TckTables.PURCHASES)));
        long[][] calls = {{1, 10}, {100, 5}, {1, 0}, {2301, 1000}, {5000, 10}, {Long.MIN_VALUE, 3}, {1201, 1}};
        for (long[] call : calls) {
            fx.write("deleteOldest(fromKey=" + call[0] + ", n=" + call[1] + ")", deleteOldest,
                    op -> op.execute(call[0], (int) call[1]));
            fx.assertSameContents(TckTables.PURCHASES);
        }
    }

    @Test
    @DisplayName("the Insert Benchmark's churn: insert at the top, delete the oldest, min and max follow")
    void insertBenchmarkChurn() {
        fx.assume(Capability.DELETE_OLDEST, Capability.KEY_BOUNDS);
        fx.loadPurchases();
        var deleteOldest = fx.prepare(s -> s.prepare(new DeleteOldestSpec(TckTables.PURCHASES)));
        var min = fx.prepare(s -> s.prepare(new KeyBoundSpec(TckTables.PURCHASES, KeyBoundSpec.Which.MIN)));
        for (int round = 0; round < 5; round++) {
            fx.insert(TckTables.PURCHASES, TckTables.PURCHASE_COLUMNS,
                    TckTables.purchases(TckTables.PURCHASE_ROWS + 40 * round, 40));
            OptionalLong oldest = min.actual().execute();
            assertEquals(min.expected().execute(), oldest, "round " + round + ": MIN key");
            assertTrue(oldest.isPresent(), "MIN key of a loaded table");
            fx.write("round " + round + ": deleteOldest(" + oldest.getAsLong() + ", 40)", deleteOldest,
                    op -> op.execute(oldest.getAsLong(), 40));
            ContentsCheck.sameBound(fx, TckTables.PURCHASES, KeyBoundSpec.Which.MIN, "round " + round);
            ContentsCheck.sameBound(fx, TckTables.PURCHASES, KeyBoundSpec.Which.MAX, "round " + round);
        }
        if (fx.has(Capability.RANGE_PRIMARY) || fx.has(Capability.SCAN) || fx.has(Capability.LOOKUP_PRIMARY)) {
            fx.assertSameContents(TckTables.PURCHASES);
        }
    }

    @Test
    @DisplayName("min and max of the primary key: empty for an empty table, then following inserts and deletes")
    void keyBounds() {
        fx.assume(Capability.KEY_BOUNDS);
        fx.createTable(TckTables.SBTEST_SPEC);
        for (KeyBoundSpec.Which which : KeyBoundSpec.Which.values()) {
            var bound = fx.prepare(s -> s.prepare(new KeyBoundSpec(TckTables.SBTEST, which)));
            assertEquals(OptionalLong.empty(), bound.actual().execute(), which + " key of an empty table");
        }
        fx.assume(Capability.INSERT);
        fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(10, 200));
        bothBounds("after loading ids 10..209");
        fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(3000, 1));
        bothBounds("after inserting id 3000");
        fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(-5, 1));
        bothBounds("after inserting id -5");
        if (fx.has(Capability.DELETE)) {
            var delete = fx.prepare(s -> s.prepare(new DeleteSpec(TckTables.SBTEST)));
            fx.write("delete(-5)", delete, op -> op.execute(-5));
            fx.write("delete(3000)", delete, op -> op.execute(3000));
            bothBounds("after deleting ids -5 and 3000");
        }
    }

    private void bothBounds(String when) {
        ContentsCheck.sameBound(fx, TckTables.SBTEST, KeyBoundSpec.Which.MIN, when);
        ContentsCheck.sameBound(fx, TckTables.SBTEST, KeyBoundSpec.Which.MAX, when);
    }
}
