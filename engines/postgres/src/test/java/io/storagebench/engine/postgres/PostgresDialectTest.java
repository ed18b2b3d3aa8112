package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.sql.SQLException;
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
    void adHocValuesAreWrittenAsLiteralsAsSysbenchWritesThem() throws Exception {
        assertThat(literal(true, ColumnType.INT, 42)).isEqualTo("42");
        assertThat(literal(true, ColumnType.BIGINT, Long.MIN_VALUE)).isEqualTo("-9223372036854775808");
        // untyped, as oltp_insert.lua's '%s': the server gives it the column's type
        assertThat(literal(true, ColumnType.CHAR, "83868641912-28773972837")).isEqualTo("'83868641912-28773972837'");
        assertThat(literal(true, ColumnType.VARCHAR, "it's a \\ \u20ac")).isEqualTo("'it''s a \\ \u20ac'");
        assertThat(literal(false, ColumnType.VARCHAR, "a\\b")).isEqualTo("'a\\\\b'");
        assertThat(literal(true, ColumnType.TIMESTAMP, 1_700_000_001L)).isEqualTo("TIMESTAMP '2023-11-14T22:13:21'");
        assertThat(literal(true, ColumnType.BINARY, new byte[] {0, 1, (byte) 0xfe}))
                .isEqualTo("decode('0001fe', 'hex')");
    }

    @Test
    void aNulCharacterIsRefusedNotCutShort() {
        assertThatThrownBy(() -> literal(true, ColumnType.VARCHAR, "a\u0000b")).isInstanceOf(SQLException.class);
    }

    private static String literal(boolean standardStrings, ColumnType type, Object value) throws SQLException {
        StringBuilder sql = new StringBuilder();
        PostgresDialect.literals(standardStrings).append(sql, type, value);
        return sql.toString();
    }

    @Test
    void charValuesLoseTheServersPadding() {
        assertThat(dialect.unpadChar("abc   ")).isEqualTo("abc");
    }
}
