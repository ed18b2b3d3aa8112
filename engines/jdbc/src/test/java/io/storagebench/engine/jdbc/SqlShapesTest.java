package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The SQL the base builds for the Insert Benchmark's shapes, with a minimal dialect. */
class SqlShapesTest {
    private static final TableSpec PI1 = new TableSpec("pi1", List.of(ColumnSpec.of("transactionid",
            ColumnType.BIGINT), ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP),
            ColumnSpec.of("productid", ColumnType.INT), ColumnSpec.of("customerid", ColumnType.INT),
            ColumnSpec.of("price", ColumnType.INT)), "transactionid", true);
    private final SqlShapes sql = new SqlShapes(new Dialect() {
        @Override public String columnType(ColumnSpec column) { return column.type().name(); }
        @Override public List<String> createTable(TableSpec table) { return List.of(); }
        @Override public String deleteOldest(String table, String primaryKey) { return ""; }
        @Override public String upsert(String space) { return ""; }
        @Override public String epochSeconds(String column) { return "epoch(" + column + ")"; }
        @Override public String plusSeconds(String column) { return column + " + secs(?)"; }
    });

    @Test
    void multiRowInsert() {
        assertThat(sql.insert("pi1", List.of("productid", "price"), 2))
                .isEqualTo("INSERT INTO pi1 (productid, price) VALUES (?, ?), (?, ?)");
    }

    @Test
    void theMarketQueryOrdersByTheIndexThenTheKey() {
        RangeSpec market = RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE,
                List.of("productid", "customerid", "price"), 10);
        assertThat(sql.range(PI1, List.of("productid", "customerid", "price", "transactionid"), market))
                .isEqualTo("SELECT productid, customerid, price FROM pi1 WHERE productid >= ? "
                        + "ORDER BY productid, customerid, price, transactionid LIMIT 10");
    }

    @Test
    void aggregatesAndTimestampArithmeticUseEpochSeconds() {
        assertThat(sql.range(PI1, List.of("transactionid"), RangeSpec.aggregate("pi1", null, Aggregate.SUM,
                "dateandtime"))).isEqualTo("SELECT coalesce(sum(epoch(dateandtime)), 0) FROM pi1 "
                        + "WHERE transactionid >= ? AND transactionid <= ?");
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
