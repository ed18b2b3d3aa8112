package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.schema.ColumnType;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Range reads with an aggregate (COUNT, SUM: one row, 0 for an empty range), ORDER BY a non-key column and DISTINCT:
 * sysbench's sum, order and distinct ranges, over the primary key and over secondary indexes. With ORDER BY, ties
 * come in key order ({@link RowOrder#KEY} without DISTINCT: rows must match one for one) or in any (with DISTINCT, or
 * {@link RowOrder#ANY} as sysbench's {@code ORDER BY c}: the sort column's values must match in sequence and the rows
 * as a multiset).
 */
abstract class AggregateChecks extends ConformanceCase {
    private static final long[][] SBTEST_BOUNDS = {{1, 100}, {200, 999}, {0, 0}, {50, 40}, {Long.MIN_VALUE, 1}};
    private static final long[][] PURCHASE_BOUNDS = {{1, 401}, {0, 2400}, {600, 600}, {90, 110}, {5000, 6000}};
    private static final long[][] INDEX_BOUNDS = {{1, 20}, {-10, 5}, {0, 0}, {49, Long.MAX_VALUE}, {7, 3}};

    @Test
    @DisplayName("COUNT and SUM over primary-key ranges, every bound kind; 0 for an empty range")
    void countAndSumOverPrimaryKeyRanges() {
        fx.assume(Capability.RANGE_AGGREGATE, Capability.RANGE_PRIMARY);
        fx.loadSbtest();
        fx.loadPurchases();
        aggregates(TckTables.SBTEST, null, "k", SBTEST_BOUNDS);
        aggregates(TckTables.PURCHASES, null, "price", PURCHASE_BOUNDS); // sums of extreme prices exceed an INT
        aggregates(TckTables.PURCHASES, null, "dateandtime", PURCHASE_BOUNDS);
    }

    @Test
    @DisplayName("COUNT and SUM over secondary-index ranges")
    void countAndSumOverSecondaryIndexRanges() {
        fx.assume(Capability.RANGE_AGGREGATE, Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadSbtest();
        fx.loadPurchases();
        aggregates(TckTables.SBTEST, TckTables.SBTEST_K.name(), "id", INDEX_BOUNDS);
        aggregates(TckTables.PURCHASES, TckTables.PDC.name(), "price", INDEX_BOUNDS);
        aggregates(TckTables.PURCHASES, TckTables.MARKET.name(), "customerid", INDEX_BOUNDS);
    }

    @Test
    @DisplayName("ORDER BY a non-key column, with and without DISTINCT, over primary-key ranges")
    void orderByOverPrimaryKeyRanges() {
        fx.assume(Capability.RANGE_AGGREGATE, Capability.RANGE_PRIMARY);
        fx.loadSbtest();
        fx.loadPurchases();
        ordered(TckTables.SBTEST, null, List.of("c"), "c", SBTEST_BOUNDS);
        ordered(TckTables.SBTEST, null, List.of("c", "id"), "c", SBTEST_BOUNDS);
        ordered(TckTables.SBTEST, null, List.of("k", "pad"), "k", SBTEST_BOUNDS);
        ordered(TckTables.PURCHASES, null, List.of("price", "transactionid"), "price", PURCHASE_BOUNDS);
        ordered(TckTables.PURCHASES, null, List.of("customerid"), "customerid", PURCHASE_BOUNDS);
    }

    @Test
    @DisplayName("ORDER BY and DISTINCT over secondary-index ranges")
    void orderByOverSecondaryIndexRanges() {
        fx.assume(Capability.RANGE_AGGREGATE, Capability.SECONDARY_INDEX, Capability.RANGE_SECONDARY);
        fx.loadSbtest();
        fx.loadPurchases();
        ordered(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("c"), "c", INDEX_BOUNDS);
        ordered(TckTables.SBTEST, TckTables.SBTEST_K.name(), List.of("c", "k"), "c", INDEX_BOUNDS);
        ordered(TckTables.PURCHASES, TckTables.REGISTER.name(), List.of("price", "data"), "price", INDEX_BOUNDS);
    }

    @Test
    @DisplayName("DISTINCT without ORDER BY drops duplicate projected rows")
    void distinctWithoutOrderBy() {
        fx.assume(Capability.RANGE_AGGREGATE, Capability.RANGE_PRIMARY);
        fx.loadSbtest();
        for (List<String> projection : List.of(List.of("k"), List.of("c"), List.of("k", "c"))) {
            for (RowOrder order : List.of(RowOrder.KEY, RowOrder.ANY)) {
                distinct(projection, order);
            }
        }
    }

    /** DISTINCT without ORDER BY defines no order even in key order: engines keep first occurrences or sort. */
    private void distinct(List<String> projection, RowOrder order) {
        RangeSpec spec = new RangeSpec(TckTables.SBTEST, null, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0,
                projection, Aggregate.NONE, null, null, true, order);
        var range = fx.prepare(s -> s.prepare(spec));
        for (long[] b : SBTEST_BOUNDS) {
            fx.read(spec + " execute(lo=" + b[0] + ", hi=" + b[1] + ")", range,
                    fx.types(TckTables.SBTEST, projection), RowComparison.anyOrder(),
                    (op, sink) -> op.execute(b[0], b[1], sink));
        }
    }

    private void aggregates(String table, String index, String column, long[][] bounds) {
        for (Aggregate aggregate : List.of(Aggregate.COUNT, Aggregate.SUM)) {
            for (Bound lower : Bound.values()) {
                for (Bound upper : Bound.values()) {
                    RangeSpec spec = new RangeSpec(table, index, lower, upper, false, 0, List.of(), aggregate,
                            column, null, false);
                    var range = fx.prepare(s -> s.prepare(spec));
                    for (long[] b : bounds) {
                        fx.read(spec + " execute(lo=" + b[0] + ", hi=" + b[1] + ")", range,
                                List.of(ColumnType.BIGINT), RowComparison.exact(),
                                (op, sink) -> op.execute(b[0], b[1], sink));
                    }
                }
            }
        }
    }

    /** ORDER BY {@code orderBy} (the first projected column), plain and DISTINCT. */
    private void ordered(String table, String index, List<String> projection, String orderBy, long[][] bounds) {
        for (boolean distinct : new boolean[] {false, true}) {
            for (RowOrder order : List.of(RowOrder.KEY, RowOrder.ANY)) {
                RangeSpec spec = RangeSpec.ordered(table, index, projection, orderBy, distinct).inOrder(order);
                var range = fx.prepare(s -> s.prepare(spec));
                // DISTINCT can only order by what it selects, so its ties have no key order to keep
                RowComparison comparison = projection.size() == 1 || order == RowOrder.KEY && !distinct
                        ? RowComparison.exact() : RowComparison.sortedOnFirst(1);
                for (long[] b : bounds) {
                    fx.read(spec + " execute(lo=" + b[0] + ", hi=" + b[1] + ")", range,
                            fx.types(table, projection), comparison, (op, sink) -> op.execute(b[0], b[1], sink));
                }
            }
        }
    }
}
