package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Lookups by primary key and by the first column of a secondary index: single keys, IN-lists with duplicates and
 * misses, {@code count} shorter than the array, keys outside the column's range. Rows are compared as a multiset
 * (the contract defines no order), each matching row exactly once.
 */
abstract class LookupChecks extends ConformanceCase {
    private static final long BEYOND_INT = (1L << 32) + 1;

    /** Key lists for the purchases table (odd keys 1..2399). */
    private static final long[][] PURCHASE_KEYS = {
        {1}, {2}, {0}, {-1}, {2399}, {2401}, {Long.MIN_VALUE}, {Long.MAX_VALUE},
        {5, 7, 7, 9, 4, 11, 5}, {2399, 1, 1201, 600, 1201}};

    /** Key lists for the sysbench table (ids 1..1000, INT). */
    private static final long[][] SBTEST_KEYS = {
        {1}, {1000}, {1001}, {BEYOND_INT}, {-BEYOND_INT}, {3, 3, 500, 2000, -7}, {999, 998, 1, 2, 3, 4, 5}};

    @Test
    @DisplayName("lookups by primary key return each matching row once, with the projection asked for")
    void primaryKeyLookups() {
        fx.assume(Capability.LOOKUP_PRIMARY);
        fx.loadPurchases();
        fx.loadSbtest();
        for (List<String> projection : List.of(TckTables.PURCHASE_COLUMNS, List.of("data", "transactionid"),
                List.of("price"))) {
            lookups(LookupSpec.byPrimaryKey(TckTables.PURCHASES, projection), PURCHASE_KEYS);
        }
        lookups(LookupSpec.byPrimaryKey(TckTables.SBTEST, List.of("c", "k")), SBTEST_KEYS);
        lookups(LookupSpec.byPrimaryKey(TckTables.SBTEST, TckTables.SBTEST_COLUMNS), new long[][] {everyThird(1, 100)});
    }

    @Test
    @DisplayName("lookups by a secondary index return every row whose first index column matches, once")
    void secondaryIndexLookups() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.LOOKUP_SECONDARY);
        fx.loadPurchases();
        fx.loadSbtest();
        List<String> wide = List.of("transactionid", "price", "data");
        long[][] products = {{3}, {3, 3, 17}, {999}, {-1}, {0, 39, 40}};
        lookups(new LookupSpec(TckTables.PURCHASES, TckTables.MARKET.name(),
                List.of("productid", "customerid", "price", "transactionid")), products);
        lookups(new LookupSpec(TckTables.PURCHASES, TckTables.MARKET.name(), wide), products);
        lookups(new LookupSpec(TckTables.PURCHASES, TckTables.REGISTER.name(), wide),
                new long[][] {{0}, {19, 20}, {5, 5, 6}});
        lookups(new LookupSpec(TckTables.PURCHASES, TckTables.PDC.name(), wide), new long[][] {
            {-10}, {0, 49}, {Integer.MAX_VALUE}, {Integer.MIN_VALUE}, {(long) Integer.MAX_VALUE + 1}, {-11, 50}});
        lookups(new LookupSpec(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("id", "c")),
                new long[][] {{1}, {2, 250}, {501}, {0}, {BEYOND_INT + 1}, everyThird(1, 60)});
    }

    @Test
    @DisplayName("lookups use only the first count keys of the array")
    void lookupsUseTheFirstCountKeys() {
        fx.assume(Capability.LOOKUP_PRIMARY);
        fx.loadSbtest();
        var lookup = fx.prepare(s -> s.prepare(LookupSpec.byPrimaryKey(TckTables.SBTEST, List.of("id", "k"))));
        long[] keys = {10, 20, 30, 40, 50};
        for (int count = 0; count <= keys.length; count++) {
            int n = count;
            fx.read("lookup of the first " + n + " of " + Arrays.toString(keys), lookup,
                    fx.types(TckTables.SBTEST, List.of("id", "k")), RowComparison.anyOrder(),
                    (op, sink) -> op.execute(keys, n, sink));
        }
    }

    private void lookups(LookupSpec spec, long[][] keyLists) {
        Fixture.Pair<Lookup> lookup = fx.prepare(s -> s.prepare(spec));
        for (long[] keys : keyLists) {
            fx.read(spec + " execute(" + Arrays.toString(keys) + ")", lookup, fx.types(spec.table(),
                    spec.projection()), RowComparison.anyOrder(), (op, sink) -> op.execute(keys, keys.length, sink));
        }
    }

    private static long[] everyThird(int from, int n) {
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = from + 3L * i;
        }
        return keys;
    }
}
