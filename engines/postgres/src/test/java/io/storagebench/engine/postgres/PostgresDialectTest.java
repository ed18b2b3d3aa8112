package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Insert Benchmark's DDL and delete in PostgreSQL's form, as iibench.py creates the table and deletes. */
class PostgresDialectTest {
    private final PostgresDialect dialect = new PostgresDialect();

    @Test
    void anAutoIncrementKeyIsABigserialWhoseSequenceCachesAThousand() {
        TableSpec pi1 = new TableSpec("pi1", List.of(ColumnSpec.of("transactionid", ColumnType.BIGINT),
                ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP), ColumnSpec.of("data", ColumnType.VARCHAR, 4000),
                ColumnSpec.of("pad", ColumnType.CHAR, 60), ColumnSpec.of("blob", ColumnType.BINARY, 16)),
                "transactionid", true);
        assertThat(dialect.createTable(pi1)).containsExactly(
                "CREATE TABLE pi1 (transactionid bigserial, dateandtime timestamp without time zone NOT NULL, "
                        + "data varchar(4000) NOT NULL, pad char(60) NOT NULL, blob bytea NOT NULL, "
                        + "PRIMARY KEY (transactionid))",
                "ALTER SEQUENCE pi1_transactionid_seq CACHE 1000");
    }

    @Test
    void theDeleteOfTheOldestRowsIsTheInSubqueryForm() {
        assertThat(dialect.deleteOldest("pi1", "transactionid")).isEqualTo("DELETE FROM pi1 WHERE transactionid IN "
                + "(SELECT transactionid FROM pi1 WHERE transactionid >= ? ORDER BY transactionid ASC LIMIT ?)");
    }

    @Test
    void charValuesLoseTheServersPadding() {
        assertThat(dialect.unpadChar("abc   ")).isEqualTo("abc");
    }
}
