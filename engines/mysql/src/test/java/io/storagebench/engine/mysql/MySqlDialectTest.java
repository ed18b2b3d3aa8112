package io.storagebench.engine.mysql;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Insert Benchmark's SQL in MySQL's form: iibench.py's table, steps and queries. */
class MySqlDialectTest {
    private static final TableSpec PI1 = new TableSpec("pi1", List.of(ColumnSpec.of("transactionid",
            ColumnType.BIGINT), ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP), ColumnSpec.of("price",
            ColumnType.INT), ColumnSpec.of("data", ColumnType.VARCHAR, 4000), ColumnSpec.of("pad", ColumnType.CHAR,
            60)), "transactionid", true);

    @Test
    void innoDbTablesAreCreatedWithAnAutoIncrementKeyInUtf8mb4Binary() {
        assertThat(new MySqlDialect(Flavour.INNODB).createTable(PI1)).containsExactly("CREATE TABLE pi1 ("
                + "transactionid bigint NOT NULL AUTO_INCREMENT, dateandtime datetime NOT NULL, price int NOT NULL, "
                + "data varchar(4000) NOT NULL, pad char(60) NOT NULL, PRIMARY KEY (transactionid)) ENGINE=InnoDB "
                + "DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin");
    }

    @Test
    void myRocksTablesAreCreatedWithEngineRocksdb() {
        assertThat(new MySqlDialect(Flavour.MYROCKS).createTable(PI1).get(0)).endsWith(") ENGINE=ROCKSDB "
                + "DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin");
    }

    @Test
    void eachIndexIsItsOwnAlterTable() {
        assertThat(new MySqlDialect(Flavour.MYROCKS).createIndex(new IndexSpec("pi1_marketsegment", "pi1",
                List.of("productid", "customerid", "price")))).isEqualTo(
                "ALTER TABLE pi1 ADD INDEX pi1_marketsegment (productid, customerid, price)");
    }

    @Test
    void rangeReadsOnASecondaryIndexForceThatIndex() {
        MySqlDialect dialect = new MySqlDialect(Flavour.INNODB);
        assertThat(dialect.rangeSource("pi1", "pi1_pdc")).isEqualTo("pi1 FORCE INDEX (pi1_pdc)");
        assertThat(dialect.rangeSource("pi1", null)).isEqualTo("pi1");
    }

    @Test
    void theDeleteOfTheOldestRowsIsOrderByLimit() {
        assertThat(new MySqlDialect(Flavour.INNODB).deleteOldest("pi1", "transactionid")).isEqualTo(
                "DELETE FROM pi1 WHERE transactionid >= ? ORDER BY transactionid ASC LIMIT ?");
    }

    @Test
    void keyValueSpacesUseVarbinaryKeysAndUpsertOnDuplicateKey() {
        MySqlDialect dialect = new MySqlDialect(Flavour.MYROCKS);
        assertThat(dialect.createTable(TableSpec.keyValue("kv", 0, 0)).get(0)).startsWith(
                "CREATE TABLE kv (k varbinary(255) NOT NULL, v longblob NOT NULL, PRIMARY KEY (k))");
        assertThat(dialect.createTable(TableSpec.keyValue("kv", 20, 400)).get(0)).startsWith(
                "CREATE TABLE kv (k varbinary(20) NOT NULL, v varbinary(400) NOT NULL");
        assertThat(dialect.upsert("kv")).isEqualTo(
                "INSERT INTO kv (k, v) VALUES (?, ?) ON DUPLICATE KEY UPDATE v = VALUES(v)");
    }

    @Test
    void timestampArithmeticIgnoresTheSessionTimeZone() {
        MySqlDialect dialect = new MySqlDialect(Flavour.INNODB);
        assertThat(dialect.epochSeconds("dateandtime")).isEqualTo(
                "TIMESTAMPDIFF(SECOND, '1970-01-01 00:00:00', dateandtime)");
        assertThat(dialect.plusSeconds("dateandtime")).isEqualTo("dateandtime + INTERVAL ? SECOND");
    }
}
