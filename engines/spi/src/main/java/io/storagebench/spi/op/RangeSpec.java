package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * A range read over the primary key ({@code index == null}) or a secondary index.
 *
 * <p>Rows qualify when the key's first column is within the bounds given at execute time. Without
 * {@code orderBy}, rows come in {@code order} ({@link RowOrder#KEY}: index columns, then primary key), descending
 * when asked, and {@code limit > 0} keeps the first {@code limit} of them. With {@code orderBy} (a column name) the
 * qualifying rows are sorted by that column ascending, ties in key order when {@code order} is KEY and there is no
 * {@code distinct}, else in any order; with {@code distinct} duplicates of the projected values are dropped (SQL
 * {@code SELECT DISTINCT c ... ORDER BY c}, which can only order by what it selects).
 * With an {@link Aggregate} other than NONE the result is one row with one value and {@code projection} is ignored;
 * {@code aggregateColumn} names the summed column.
 *
 * <p>Examples: the Insert Benchmark's market query is
 * {@code onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE, List.of("productid","customerid","price"), 10)};
 * sysbench's {@code SELECT SUM(k) FROM sbtest1 WHERE id BETWEEN ? AND ?} is
 * {@code aggregate("sbtest1", null, Aggregate.SUM, "k")}; its {@code SELECT c FROM sbtest1 WHERE id BETWEEN ? AND ?}
 * is {@code between("sbtest1", null, List.of("c")).inOrder(RowOrder.ANY)}.
 */
public record RangeSpec(String table, String index, Bound lower, Bound upper, boolean descending, int limit,
                        List<String> projection, Aggregate aggregate, String aggregateColumn, String orderBy,
                        boolean distinct, RowOrder order) {
    public RangeSpec {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(lower, "lower");
        Objects.requireNonNull(upper, "upper");
        Objects.requireNonNull(aggregate, "aggregate");
        Objects.requireNonNull(order, "order");
        projection = List.copyOf(projection);
        if (limit < 0) {
            throw new IllegalArgumentException("negative limit");
        }
        if (order == RowOrder.ANY && limit > 0) {
            throw new IllegalArgumentException("a limit needs an order: RowOrder.ANY with limit " + limit);
        }
        if (order == RowOrder.ANY && descending) {
            throw new IllegalArgumentException("descending needs an order: RowOrder.ANY with descending");
        }
        if (aggregate == Aggregate.SUM && aggregateColumn == null) {
            throw new IllegalArgumentException("SUM needs a column");
        }
        if (aggregate == Aggregate.NONE && projection.isEmpty()) {
            throw new IllegalArgumentException("empty projection");
        }
    }

    /** Rows in key order ({@link RowOrder#KEY}). */
    public RangeSpec(String table, String index, Bound lower, Bound upper, boolean descending, int limit,
                     List<String> projection, Aggregate aggregate, String aggregateColumn, String orderBy,
                     boolean distinct) {
        this(table, index, lower, upper, descending, limit, projection, aggregate, aggregateColumn, orderBy, distinct,
                RowOrder.KEY);
    }

    /** This range with rows in {@code order}. */
    public RangeSpec inOrder(RowOrder order) {
        return new RangeSpec(table, index, lower, upper, descending, limit, projection, aggregate, aggregateColumn,
                orderBy, distinct, order);
    }

    /** Key order from a lower bound, with a limit: {@code WHERE col >= ? ORDER BY index LIMIT n}. */
    public static RangeSpec onIndex(String table, String index, Bound lower, List<String> projection, int limit) {
        return new RangeSpec(table, index, lower, Bound.NONE, false, limit, projection, Aggregate.NONE, null, null,
                false);
    }

    /** {@code WHERE key BETWEEN ? AND ?} in key order. */
    public static RangeSpec between(String table, String index, List<String> projection) {
        return new RangeSpec(table, index, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, projection, Aggregate.NONE,
                null, null, false);
    }

    /** {@code SELECT agg(column) WHERE key BETWEEN ? AND ?}. */
    public static RangeSpec aggregate(String table, String index, Aggregate aggregate, String column) {
        return new RangeSpec(table, index, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, List.of(), aggregate, column,
                null, false);
    }

    /** {@code SELECT [DISTINCT] projection WHERE key BETWEEN ? AND ? ORDER BY orderBy}. */
    public static RangeSpec ordered(String table, String index, List<String> projection, String orderBy,
                                    boolean distinct) {
        return new RangeSpec(table, index, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, projection, Aggregate.NONE,
                null, orderBy, distinct);
    }
}
