package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import java.util.Arrays;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Updates by key list: SET and ADD, on columns with and without an index (the index must follow: the suite reads
 * every index back afterwards), counts of rows changed, keys that match nothing.
 */
abstract class UpdateChecks extends ConformanceCase {

    @BeforeEach
    void requireUpdates() {
        fx.assume(Capability.UPDATE);
        fx.assumeObservable();
    }

    @Test
    @DisplayName("SET on a column without an index, sysbench's update_non_index")
    void setOnAColumnWithoutAnIndex() {
        fx.loadSbtest();
        update(new UpdateSpec(TckTables.SBTEST, "c", UpdateSpec.Kind.SET), TckTables.cValue(1), 1, 2, 3);
        update(new UpdateSpec(TckTables.SBTEST, "c", UpdateSpec.Kind.SET), TckTables.cValue(2), 999);
        update(new UpdateSpec(TckTables.SBTEST, "pad", UpdateSpec.Kind.SET), TckTables.cValue(3).substring(0, 60),
                500, 1001, 10);
        fx.assertSameContents(TckTables.SBTEST);
    }

    @Test
    @DisplayName("SET on indexed columns moves their index entries")
    void setOnAnIndexedColumn() {
        fx.loadPurchases();
        UpdateSpec price = new UpdateSpec(TckTables.PURCHASES, "price", UpdateSpec.Kind.SET);
        update(price, 7, 1, 3, 5, 2399);
        update(price, -10, 101, 103);
        update(price, Integer.MAX_VALUE, 11);
        update(new UpdateSpec(TckTables.PURCHASES, "customerid", UpdateSpec.Kind.SET), 3, 13, 15, 17, 19);
        update(new UpdateSpec(TckTables.PURCHASES, "dateandtime", UpdateSpec.Kind.SET), TckTables.BASE_TIME - 1, 21);
        update(new UpdateSpec(TckTables.PURCHASES, "data", UpdateSpec.Kind.SET), "\u00e9t\u00e9 \u20ac", 23, 25);
        fx.assertSameContents(TckTables.PURCHASES);
    }

    @Test
    @DisplayName("ADD an Integer or Long delta, sysbench's update_index (k = k + 1)")
    void addToAColumn() {
        fx.loadSbtest();
        fx.loadPurchases();
        UpdateSpec k = new UpdateSpec(TckTables.SBTEST, "k", UpdateSpec.Kind.ADD);
        update(k, 1, 10, 20, 30);
        update(k, 1L, 10);
        update(k, -600, 40, 41);
        long[] many = new long[100];
        Arrays.setAll(many, i -> 7L * i + 1);
        update(k, 3, many);
        update(new UpdateSpec(TckTables.PURCHASES, "dateandtime", UpdateSpec.Kind.ADD), 60L, 1, 3, 5);
        update(new UpdateSpec(TckTables.PURCHASES, "price", UpdateSpec.Kind.ADD), -1_000_000, 7, 9);
        fx.assertSameContents(TckTables.SBTEST);
        fx.assertSameContents(TckTables.PURCHASES);
    }

    @Test
    @DisplayName("keys that match no row change nothing and count for nothing")
    void updatesOfMissingKeys() {
        fx.loadPurchases();
        update(new UpdateSpec(TckTables.PURCHASES, "price", UpdateSpec.Kind.SET), 1, 0, 2, 4000, -1);
        update(new UpdateSpec(TckTables.PURCHASES, "price", UpdateSpec.Kind.ADD), 1, 2, 3, 4);
        fx.assertSameContents(TckTables.PURCHASES);
    }

    @Test
    @DisplayName("only the first count keys are updated")
    void onlyTheFirstCountKeys() {
        fx.loadSbtest();
        var update = fx.prepare(s -> s.prepare(new UpdateSpec(TckTables.SBTEST, "k", UpdateSpec.Kind.ADD)));
        long[] keys = {1, 2, 3, 4};
        fx.write("ADD 5 to the first 2 of " + Arrays.toString(keys), update, op -> op.execute(keys, 2, 5));
        fx.write("ADD 5 to the first 0 of " + Arrays.toString(keys), update, op -> op.execute(keys, 0, 5));
        fx.assertSameContents(TckTables.SBTEST);
    }

    @Test
    @DisplayName("a key listed twice in one update changes its row once, as one SQL statement would")
    void duplicateKeysChangeTheRowOnce() {
        fx.loadSbtest();
        update(new UpdateSpec(TckTables.SBTEST, "k", UpdateSpec.Kind.ADD), 1, 5, 5, 5, 6);
        fx.assertSameContents(TckTables.SBTEST);
    }

    private void update(UpdateSpec spec, Object value, long... keys) {
        Fixture.Pair<Update> update = fx.prepare(s -> s.prepare(spec));
        fx.write(spec + " execute(" + Arrays.toString(keys) + ", " + value + ")", update,
                op -> op.execute(keys, keys.length, value));
    }
}
