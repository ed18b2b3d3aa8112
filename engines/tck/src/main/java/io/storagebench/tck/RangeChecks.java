package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.schema.IndexSpec;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Range reads over the primary key and secondary indexes, every combination of lower and upper bound (none,
 * inclusive, exclusive), direction and limit, over bounds that hit keys, fall between keys, lie outside the data or
 * cross each other. Rows must come in the order asked: key order (index columns, then primary key) one for one; index
 * order sorted on the index's columns, ties in any order; any order the same rows as key order.
 */
abstract class RangeChecks extends ConformanceCase {
    static final int[] LIMITS = {0, 1, 10};

    /** Bounds for the purchases primary key (odd keys 1..2399). */
    private static final long[][] PURCHASE_KEY_BOUNDS = {
        {101, 301}, {100, 300}, {-5, 40}, {2390, 5000}, {300, 100}, {55, 55}, {56, 56},
        {Long.MIN_VALUE, Long.MAX_VALUE}};

    /** Bounds for the sysbench primary key (INT ids 1..1000). */
    private static final long[][] SBTEST_KEY_BOUNDS = {
        {1, 1000}, {0, 5}, {995, 1200}, {1L << 32, (1L << 32) + 10}, {-(1L << 32), 3}, {500, 499}};

    /** Bounds for first index columns: productid 0..39, cashregisterid 0..19, price -10..49 and extremes, k 1..500. */
    private static final long[][] INDEX_BOUNDS = {
        {5, 12}, {-3, 4}, {19, 19}, {12, 5}, {Long.MIN_VALUE, Long.MAX_VALUE}, {40, 1000},
        {Integer.MIN_VALUE, -10}, {49, Integer.MAX_VALUE}, {(long) Integer.MAX_VALUE, Long.MAX_VALUE}};

    private static final long[][] K_BOUNDS = {{1, 10}, {250, 260}, {499, 600}, {0, 0}, {77, 77}};

    @Test
    @DisplayName("primary-key ranges: every bound kind, direction and limit, in key order")
    void primaryKeyRanges() {
        fx.assume(Capability.RANGE_PRIMARY);
        fx.loadPurchases();
        fx.loadSbtest();
        sweep(TckTables.PURCHASES, null, TckTables.PURCHASE_COLUMNS, PURCHASE_KEY_BOUNDS);
        sweep(TckTables.PURCHASES, null, List.of("price", "transactionid"), PURCHASE_KEY_BOUNDS);
        sweep(TckTables.SBTEST, null, List.of("id", "k", "c"), SBTEST_KEY_BOUNDS);
    }

    @Test
    @DisplayName("secondary-index ranges: key order is index columns then primary key, covering or not")
    void secondaryIndexRanges() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadPurchases();
        fx.loadSbtest();
        for (IndexSpec index : List.of(TckTables.MARKET, TckTables.REGISTER, TckTables.PDC)) {
            List<String> covering = new ArrayList<>(index.columns());
            covering.add("transactionid");
            sweep(TckTables.PURCHASES, index.name(), covering, INDEX_BOUNDS);
            sweep(TckTables.PURCHASES, index.name(), List.of("data", "transactionid", "dateandtime"), INDEX_BOUNDS);
        }
        sweep(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("k", "id"), K_BOUNDS);
        sweep(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("c", "id"), K_BOUNDS);
    }

    @Test
    @DisplayName("index order: sorted on the index's columns only, every bound kind, direction and limit")
    void indexOrderRanges() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadPurchases();
        fx.loadSbtest();
        for (IndexSpec index : List.of(TckTables.MARKET, TckTables.REGISTER, TckTables.PDC)) {
            // the index's columns alone (iibench's queries): tied rows look alike, so the sequence is defined
            sweep(TckTables.PURCHASES, index.name(), index.columns(), INDEX_BOUNDS, RowOrder.INDEX);
            // with more columns ties may come in any order: without a limit, the same rows sorted on the index
            List<String> wider = new ArrayList<>(index.columns());
            wider.addAll(List.of("data", "transactionid"));
            unlimited(TckTables.PURCHASES, index.name(), wider, INDEX_BOUNDS, RowOrder.INDEX,
                    RowComparison.sortedOnFirst(index.columns().size()));
        }
        sweep(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("k"), K_BOUNDS, RowOrder.INDEX);
        unlimited(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("k", "c", "id"), K_BOUNDS, RowOrder.INDEX,
                RowComparison.sortedOnFirst(1));
        // over the primary key, index order is key order
        sweep(TckTables.SBTEST, null, List.of("id", "k", "c"), SBTEST_KEY_BOUNDS, RowOrder.INDEX);
    }

    @Test
    @DisplayName("any order over the primary key: the same rows as in key order (sysbench's ranges)")
    void anyOrderPrimaryKeyRanges() {
        fx.assume(Capability.RANGE_PRIMARY);
        fx.loadPurchases();
        fx.loadSbtest();
        unlimited(TckTables.PURCHASES, null, TckTables.PURCHASE_COLUMNS, PURCHASE_KEY_BOUNDS, RowOrder.ANY,
                RowComparison.anyOrder());
        unlimited(TckTables.SBTEST, null, List.of("c"), SBTEST_KEY_BOUNDS, RowOrder.ANY, RowComparison.anyOrder());
        unlimited(TckTables.SBTEST, null, List.of("id"), SBTEST_KEY_BOUNDS, RowOrder.ANY, RowComparison.anyOrder());
    }

    @Test
    @DisplayName("any order over secondary indexes: the same rows as in key order, covering or not")
    void anyOrderSecondaryIndexRanges() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadPurchases();
        fx.loadSbtest();
        for (IndexSpec index : List.of(TckTables.MARKET, TckTables.REGISTER, TckTables.PDC)) {
            unlimited(TckTables.PURCHASES, index.name(), index.columns(), INDEX_BOUNDS, RowOrder.ANY,
                    RowComparison.anyOrder());
            unlimited(TckTables.PURCHASES, index.name(), List.of("data", "transactionid"), INDEX_BOUNDS,
                    RowOrder.ANY, RowComparison.anyOrder());
        }
        unlimited(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("k"), K_BOUNDS, RowOrder.ANY,
                RowComparison.anyOrder());
        unlimited(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("k", "c"), K_BOUNDS, RowOrder.ANY,
                RowComparison.anyOrder());
    }

    @Test
    @DisplayName("the Insert Benchmark's queries: from a value of the first index column, ten rows")
    void insertBenchmarkQueries() {
        fx.assume(Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadPurchases();
        for (IndexSpec index : List.of(TckTables.MARKET, TckTables.REGISTER, TckTables.PDC)) {
            for (RowOrder order : List.of(RowOrder.KEY, RowOrder.INDEX)) {
                RangeSpec spec = RangeSpec.onIndex(TckTables.PURCHASES, index.name(), Bound.INCLUSIVE,
                        index.columns(), 10).inOrder(order);
                var range = fx.prepare(s -> s.prepare(spec));
                for (long from = -12; from <= 60; from += 3) {
                    read(spec, range, from, 0, RowComparison.exact());
                }
            }
        }
    }

    private void sweep(String table, String index, List<String> projection, long[][] bounds) {
        sweep(table, index, projection, bounds, RowOrder.KEY);
    }

    /**
     * Every bound combination, direction and limit of {@code projection} in {@code order}, each executed with every
     * bound pair; rows must match the reference's one for one.
     */
    private void sweep(String table, String index, List<String> projection, long[][] bounds, RowOrder order) {
        for (boolean descending : new boolean[] {false, true}) {
            for (int limit : LIMITS) {
                bounds(table, index, projection, bounds, descending, limit, order, RowComparison.exact());
            }
        }
    }

    /** Every bound combination, ascending and without a limit, compared as {@code comparison} says. */
    private void unlimited(String table, String index, List<String> projection, long[][] bounds, RowOrder order,
                           RowComparison comparison) {
        bounds(table, index, projection, bounds, false, 0, order, comparison);
    }

    private void bounds(String table, String index, List<String> projection, long[][] bounds, boolean descending,
                        int limit, RowOrder order, RowComparison comparison) {
        for (Bound lower : Bound.values()) {
            for (Bound upper : Bound.values()) {
                RangeSpec spec = new RangeSpec(table, index, lower, upper, descending, limit, projection,
                        Aggregate.NONE, null, null, false, order);
                var range = fx.prepare(s -> s.prepare(spec));
                for (long[] b : lower == Bound.NONE && upper == Bound.NONE ? new long[][] {{0, 0}} : bounds) {
                    read(spec, range, b[0], b[1], comparison);
                }
            }
        }
    }

    private void read(RangeSpec spec, Fixture.Pair<RangeRead> range, long lo, long hi, RowComparison comparison) {
        fx.read(spec + " execute(lo=" + lo + ", hi=" + hi + ")", range, fx.types(spec.table(), spec.projection()),
                comparison, (op, sink) -> op.execute(lo, hi, sink));
    }
}
