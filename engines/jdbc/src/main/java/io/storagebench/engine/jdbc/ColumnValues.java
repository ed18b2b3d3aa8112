package io.storagebench.engine.jdbc;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * Converts between the SPI's Java values and JDBC. TIMESTAMP is epoch seconds in the SPI; how it travels in SQL is
 * the dialect's choice ({@link Dialect#bindTimestamp}, {@link Dialect#readTimestamp}).
 */
final class ColumnValues {
    private ColumnValues() {
    }

    static void bind(PreparedStatement ps, int index, ColumnType type, Object value, Dialect dialect)
            throws SQLException {
        if (value == null) {
            ps.setNull(index, java.sql.Types.NULL);
            return;
        }
        switch (type) {
            case BIGINT -> ps.setLong(index, ((Number) value).longValue());
            case INT -> ps.setInt(index, ((Number) value).intValue());
            case TIMESTAMP -> dialect.bindTimestamp(ps, index, ((Number) value).longValue());
            case VARCHAR, CHAR -> ps.setString(index, (String) value);
            case BINARY -> ps.setBytes(index, (byte[]) value);
        }
    }

    /**
     * Binds a key, bound or amount of an integer-typed column as the column's own type, as sysbench prepares its
     * statements (its INT ids and k: int4 on PostgreSQL, MYSQL_TYPE_LONG on MySQL), so the server compares and adds
     * integers as it does for the reference: bound as a long, PostgreSQL ran {@code k >= '5000'::bigint}, a
     * cross-type comparison, and {@code k = k + $1} in bigint with a cast back. An INT column's value outside int's
     * range, which no row holds, stays a long rather than wrap. A TIMESTAMP goes as the dialect's timestamp.
     */
    static void bindInteger(PreparedStatement ps, int index, ColumnType type, long value, Dialect dialect)
            throws SQLException {
        switch (type) {
            case TIMESTAMP -> dialect.bindTimestamp(ps, index, value);
            case INT -> {
                if (value == (int) value) {
                    ps.setInt(index, (int) value);
                } else {
                    ps.setLong(index, value);
                }
            }
            default -> ps.setLong(index, value);
        }
    }

    /**
     * The type to bind an integer operand as where the SQL compares it with a column or adds it to one
     * ({@link #bindInteger}): a TIMESTAMP column is epoch seconds there, a bigint ({@link Dialect#epochSeconds},
     * {@link Dialect#plusSeconds}); any other column is its own type.
     */
    static ColumnType operandType(ColumnType column) {
        return column == ColumnType.TIMESTAMP ? ColumnType.BIGINT : column;
    }

    /**
     * Delivers column {@code index} (1-based) of the current row, of a type that {@link #deliverAll} does not hand
     * out itself: a TIMESTAMP, binary, or text where the driver's bytes are not UTF-8
     * ({@link JdbcDriver#rawTextIsUtf8}), as a String that loses a CHAR's padding.
     */
    private static void deliverOther(ResultSet rs, int index, ColumnType type, RowSink sink, Dialect dialect)
            throws SQLException {
        switch (type) {
            case TIMESTAMP -> sink.longValue(dialect.readTimestamp(rs, index));
            case BINARY -> {
                byte[] bytes = rs.getBytes(index);
                if (bytes == null) {
                    sink.stringValue(null);
                } else {
                    sink.bytesValue(bytes, 0, bytes.length);
                }
            }
            case VARCHAR, CHAR -> {
                String text = rs.getString(index);
                sink.stringValue(type == ColumnType.CHAR && text != null ? dialect.unpadChar(text) : text);
            }
            case BIGINT, INT -> throw new IllegalStateException(type + " is handed out by deliverAll");
        }
    }

    /**
     * Text as the driver holds it where that is UTF-8 ({@link JdbcDriver#rawTextIsUtf8}): no String is made, so a range
     * of 1000 CHAR(120) rows costs no decoding and no copies, as in a C client that reads the reply in place. CHAR
     * loses the server's padding either way.
     */
    private static void deliverRawText(byte[] raw, boolean padded, RowSink sink) {
        if (raw == null) {
            sink.stringValue(null);
            return;
        }
        int end = raw.length;
        while (padded && end > 0 && raw[end - 1] == ' ') {
            end--;
        }
        sink.bytesValue(raw, 0, end);
    }

    /**
     * Delivers every row of the result set in the column types given; returns the number of rows. A driver whose
     * results the engine reads itself ({@link JdbcDriver#deliverRows}) takes them first, the getters the rest.
     */
    static int deliverAll(ResultSet rs, ColumnType[] types, RowSink sink, Dialect dialect, JdbcDriver driver)
            throws SQLException {
        int delivered = driver.deliverRows(rs, types, sink);
        return delivered >= 0 ? delivered : throughGetters(rs, types, sink, dialect, driver.rawTextIsUtf8());
    }

    /**
     * {@link #deliverAll} through the driver's getters alone ({@link JdbcDriver#deliverThroughGetters}). Integers and
     * raw text, what the workloads read in bulk, are handed out here, in the loop, so that the JIT compiles the driver's
     * getters into it. Through one method for every type, each value was a call that the JIT did not inline (it had
     * compiled that method on its own first, and then it was too big to inline), and the getters stayed behind it,
     * uncompiled into the loop. The profiles, against a bare Connector/J loop (scripts/sysbench/ConnectorJLoop.java),
     * are in docs/sysbench-vs-storagebench.md, "MariaDB: MariaDB Connector/J against libmariadb".
     */
    static int throughGetters(ResultSet rs, ColumnType[] types, RowSink sink, Dialect dialect, boolean rawText)
            throws SQLException {
        int rows = 0;
        while (rs.next()) {
            for (int i = 0; i < types.length; i++) {
                ColumnType type = types[i];
                if (type == ColumnType.BIGINT || type == ColumnType.INT) {
                    sink.longValue(rs.getLong(i + 1));
                } else if (rawText && (type == ColumnType.CHAR || type == ColumnType.VARCHAR)) {
                    deliverRawText(rs.getBytes(i + 1), type == ColumnType.CHAR, sink);
                } else {
                    deliverOther(rs, i + 1, type, sink, dialect);
                }
            }
            sink.endRow();
            rows++;
        }
        return rows;
    }
}
