package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SQL the base builds for the Insert Benchmark's and sysbench's shapes, with a minimal dialect. */
class SqlShapesTest {
    private static final TableSpec PI1 = new TableSpec("pi1", List.of(ColumnSpec.of("transactionid",
            ColumnType.BIGINT), ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP),
            ColumnSpec.of("productid", ColumnType.INT), ColumnSpec.of("customerid", ColumnType.INT),
            ColumnSpec.of("price", ColumnType.INT)), "transactionid", true);
    private static final TableSpec SBTEST = new TableSpec("sbtest1", List.of(ColumnSpec.of("id", ColumnType.INT),
            ColumnSpec.of("k", ColumnType.INT), ColumnSpec.of("c", ColumnType.CHAR, 120)), "id", true);
    private final SqlShapes sql = new SqlShapes(new MinimalDialect());

    private static class MinimalDialect implements Dialect {
        @Override public String columnType(ColumnSpec column) { return column.type().name(); }
        @Override public List<String> createTable(TableSpec table) { return List.of(); }
        @Override public String deleteOldest(String table, String primaryKey) { return ""; }
        @Override public String upsert(String space) { return ""; }
        @Override public String epochSeconds(String column) { return "epoch(" + column + ")"; }
        @Override public String plusSeconds(String column) { return column + " + secs(?)"; }
    }

    @Test
    void aDialectNamesTheIndexOfAnOrderedReadAsIibenchDoesAndNoIndexForSysbenchsUnorderedRanges() {
        SqlShapes forcing = new SqlShapes(new MinimalDialect() {
            @Override public String rangeSource(String table, String index) {
                return index == null ? table : table + " FORCE INDEX (" + index + ")";
            }
        });
        assertThat(forcing.range(PI1, MARKET_KEY, RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE,
                List.of("productid"), 10).inOrder(RowOrder.INDEX)))
                .isEqualTo("SELECT productid FROM pi1 FORCE INDEX (pi1_marketsegment) WHERE productid >= ? "
                        + "ORDER BY productid, customerid, price LIMIT 10");
        // range-notcovered-si: SELECT k, c FROM sbtest1 WHERE k BETWEEN ? AND ?, as sysbench sends it
        assertThat(forcing.range(SBTEST, SB_K, RangeSpec.between("sbtest1", "k_1", List.of("k", "c"))
                .inOrder(RowOrder.ANY))).isEqualTo("SELECT k, c FROM sbtest1 WHERE k BETWEEN ? AND ?");
    }

    @Test
    void multiRowInsert() {
        assertThat(sql.insert("pi1", List.of("productid", "price"), 2))
                .isEqualTo("INSERT INTO pi1 (productid, price) VALUES (?, ?), (?, ?)");
    }

    private static final List<String> MARKET_KEY = List.of("productid", "customerid", "price", "transactionid");
    private static final List<String> SB_K = List.of("k", "id");

    @Test
    void theMarketQueryInKeyOrderOrdersByTheIndexThenThePrimaryKey() {
        RangeSpec market = RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE,
                List.of("productid", "customerid", "price"), 10);
        assertThat(sql.range(PI1, MARKET_KEY, market))
                .isEqualTo("SELECT productid, customerid, price FROM pi1 WHERE productid >= ? "
                        + "ORDER BY productid, customerid, price, transactionid LIMIT 10");
    }

    @Test
    void theMarketQueryInIndexOrderIsIibenchsTextWhichPostgresAnswersFromTheIndexAlone() {
        RangeSpec market = RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE,
                List.of("productid", "customerid", "price"), 10).inOrder(RowOrder.INDEX);
        assertThat(sql.range(PI1, MARKET_KEY, market))
                .isEqualTo("SELECT productid, customerid, price FROM pi1 WHERE productid >= ? "
                        + "ORDER BY productid, customerid, price LIMIT 10");
        RangeSpec descending = new RangeSpec("pi1", "pi1_marketsegment", Bound.EXCLUSIVE, Bound.NONE, true, 5,
                List.of("price"), Aggregate.NONE, null, null, false, RowOrder.INDEX);
        assertThat(sql.range(PI1, MARKET_KEY, descending)).isEqualTo("SELECT price FROM pi1 WHERE productid > ? "
                + "ORDER BY productid DESC, customerid DESC, price DESC LIMIT 5");
        // over the primary key, index order is key order
        assertThat(sql.range(PI1, List.of("transactionid"), RangeSpec.between("pi1", null, List.of("price"))
                .inOrder(RowOrder.INDEX))).isEqualTo("SELECT price FROM pi1 WHERE transactionid BETWEEN ? AND ? "
                        + "ORDER BY transactionid");
    }

    @Test
    void sysbenchsRangesInAnyOrderAreItsTextWithoutOrderBy() {
        assertThat(sql.range(SBTEST, List.of("id"), RangeSpec.between("sbtest1", null, List.of("c"))
                .inOrder(RowOrder.ANY))).isEqualTo("SELECT c FROM sbtest1 WHERE id BETWEEN ? AND ?");
        assertThat(sql.range(SBTEST, SB_K, RangeSpec.between("sbtest1", "k_1", List.of("k"))
                .inOrder(RowOrder.ANY))).isEqualTo("SELECT k FROM sbtest1 WHERE k BETWEEN ? AND ?");
        assertThat(sql.range(SBTEST, List.of("id"), RangeSpec.ordered("sbtest1", null, List.of("c"), "c", false)
                .inOrder(RowOrder.ANY))).isEqualTo("SELECT c FROM sbtest1 WHERE id BETWEEN ? AND ? ORDER BY c");
        assertThat(sql.range(SBTEST, List.of("id"), RangeSpec.ordered("sbtest1", null, List.of("c"), "c", true)
                .inOrder(RowOrder.ANY)))
                .isEqualTo("SELECT DISTINCT c FROM sbtest1 WHERE id BETWEEN ? AND ? ORDER BY c");
        assertThat(sql.range(SBTEST, List.of("id"), new RangeSpec("sbtest1", null, Bound.INCLUSIVE, Bound.INCLUSIVE,
                false, 0, List.of("c"), Aggregate.NONE, null, null, true, RowOrder.ANY)))
                .isEqualTo("SELECT DISTINCT c FROM sbtest1 WHERE id BETWEEN ? AND ?");
    }

    @Test
    void inKeyOrderTiesOfAnOrderByColumnFollowTheKey() {
        assertThat(sql.range(SBTEST, SB_K, RangeSpec.ordered("sbtest1", "k_1", List.of("c"), "c", false)))
                .isEqualTo("SELECT c FROM sbtest1 WHERE k BETWEEN ? AND ? ORDER BY c, k, id");
        assertThat(sql.range(SBTEST, SB_K, RangeSpec.between("sbtest1", "k_1", List.of("k"))))
                .isEqualTo("SELECT k FROM sbtest1 WHERE k BETWEEN ? AND ? ORDER BY k, id");
    }

    @Test
    void sysbenchsScanIsItsTextWithTheOperandWrittenInAndNoOrderBy() {
        Predicate never = new Predicate("c", Predicate.Function.SQL_LENGTH, Predicate.Comparison.LT, 0);
        ScanSpec sysbench = new ScanSpec("sbtest1", List.of("id", "c"), never, RowOrder.ANY, true);
        assertThat(sql.scan(SBTEST, sysbench, true)).isEqualTo("SELECT id, c FROM sbtest1 WHERE length(c) < 0");
        assertThat(sql.scan(SBTEST, new ScanSpec("sbtest1", List.of("id"), new Predicate("c",
                Predicate.Function.LENGTH, Predicate.Comparison.LT, 0)), false))
                .isEqualTo("SELECT id FROM sbtest1 WHERE char_length(c) < ? ORDER BY id");
        assertThat(sql.scan(PI1, new ScanSpec("pi1", List.of("price"), new Predicate("dateandtime",
                Predicate.Function.VALUE, Predicate.Comparison.GE, -7)), true))
                .isEqualTo("SELECT price FROM pi1 WHERE epoch(dateandtime) >= -7 ORDER BY transactionid");
    }

    @Test
    void aggregatesAndTimestampArithmeticUseEpochSeconds() {
        assertThat(sql.range(PI1, List.of("transactionid"), RangeSpec.aggregate("pi1", null, Aggregate.SUM,
                "dateandtime"))).isEqualTo("SELECT sum(epoch(dateandtime)) FROM pi1 "
                        + "WHERE transactionid BETWEEN ? AND ?");
        assertThat(sql.update(PI1, new UpdateSpec("pi1", "dateandtime", UpdateSpec.Kind.ADD), 2))
                .isEqualTo("UPDATE pi1 SET dateandtime = dateandtime + secs(?) WHERE transactionid IN (?, ?)");
        assertThat(sql.update(PI1, new UpdateSpec("pi1", "price", UpdateSpec.Kind.ADD), 1))
                .isEqualTo("UPDATE pi1 SET price = price + ? WHERE transactionid = ?");
    }

    @Test
    void aOneKeyLookupIsAnEqualityAsInSysbenchMoreKeysAnInList() {
        assertThat(sql.lookup(PI1, "transactionid", List.of("price"), 1))
                .isEqualTo("SELECT price FROM pi1 WHERE transactionid = ?");
        assertThat(sql.lookup(PI1, "transactionid", List.of("price"), 3))
                .isEqualTo("SELECT price FROM pi1 WHERE transactionid IN (?, ?, ?)");
    }
}
