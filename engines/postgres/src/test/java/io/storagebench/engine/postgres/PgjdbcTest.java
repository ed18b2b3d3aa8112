package io.storagebench.engine.postgres;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.schema.ColumnType;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

/** The literals of ad hoc statements, as sysbench's {@code con:query} writes its values. */
class PgjdbcTest {
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
        Pgjdbc.literals(standardStrings).append(sql, type, value);
        return sql.toString();
    }
}
