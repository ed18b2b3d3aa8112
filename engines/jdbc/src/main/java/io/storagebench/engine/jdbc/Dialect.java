package io.storagebench.engine.jdbc;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The SQL of one server family. The defaults are the standard SQL every dialect shares; a dialect overrides where
 * its server differs (types, auto-increment, the Insert Benchmark's delete, upserts). {@link SqlShapes} builds
 * every statement of the operation shapes from these pieces.
 */
public interface Dialect {

    /** The column type in DDL, e.g. {@code bytea} or {@code varbinary(255)}. */
    String columnType(ColumnSpec column);

    /** Statements that create the table; the auto-increment key (if any) is assigned by the server. */
    List<String> createTable(TableSpec table);

    /**
     * Whether a transaction is begun and ended by prepared {@code BEGIN}, {@code COMMIT} and {@code ROLLBACK}
     * statements on a connection that stays in autocommit, as sysbench's MySQL driver does (one server command each,
     * counted as {@code Com_begin} and {@code Com_commit}), instead of the driver's autocommit switch. False (the
     * default): {@code setAutoCommit(false)}, {@code commit()}, {@code setAutoCommit(true)}, which on MySQL is a
     * {@code SET autocommit} command at each end.
     */
    default boolean preparedTransactionStatements() {
        return false;
    }

    /**
     * A statement that the driver sends as new SQL on every execution, so the server parses and plans it each time
     * ({@link io.storagebench.spi.op.InsertSpec#adHoc()}). The default is an ordinary prepared statement, which is
     * what a driver without server-side statements does anyway.
     */
    default PreparedStatement prepareAdHoc(Connection connection, String sql) throws SQLException {
        return connection.prepareStatement(sql);
    }

    /**
     * Writes values into the text of ad hoc statements, for drivers that cannot do it themselves: null (the default)
     * sends them through {@link #prepareAdHoc}. With literals the statement is new text on every execution, with no
     * parameters, as sysbench's {@code con:query} sends it, so the server types the values as it types literals.
     */
    default Literals adHocLiterals(Connection connection) throws SQLException {
        return null;
    }

    /** SQL literals of the SPI's values for one connection (whose settings may decide the escaping). */
    @FunctionalInterface
    interface Literals {
        /** Appends {@code value} (non-null) of a column of {@code type} as a literal. */
        void append(StringBuilder sql, ColumnType type, Object value) throws SQLException;
    }

    /** Drops the table if it exists. */
    default String dropTable(String table) {
        return "DROP TABLE IF EXISTS " + table;
    }

    /** Builds a non-unique index. */
    default String createIndex(IndexSpec index) {
        return "CREATE INDEX " + index.name() + " ON " + index.table() + " (" + String.join(", ", index.columns())
                + ")";
    }

    /**
     * The FROM source of a range read over {@code index}: null for the primary key and for a read in any order
     * ({@link io.storagebench.spi.op.RowOrder#ANY}, sysbench's ranges, whose SQL names no index). The default leaves
     * the choice to the planner; MySQL names the index ({@code FORCE INDEX}), as the Insert Benchmark does.
     */
    default String rangeSource(String table, String index) {
        return table;
    }

    /** Deletes up to {@code ?2} rows with the smallest keys at or above {@code ?1}. */
    String deleteOldest(String table, String primaryKey);

    /** Inserts or overwrites {@code (k, v) = (?, ?)} in a key-value space. */
    String upsert(String space);

    /** A TIMESTAMP column as epoch seconds (a bigint), for sums and predicates on the SPI's integer view. */
    String epochSeconds(String column);

    /** {@code column} plus {@code ?} seconds, for ADD updates of a TIMESTAMP column. */
    String plusSeconds(String column);

    /** The character length of a text column, for scan predicates. */
    default String length(String column) {
        return "char_length(" + column + ")";
    }

    /** The SQL {@code LENGTH()} of a column, whatever the server counts (bytes on MySQL, characters on PostgreSQL). */
    default String sqlLength(String column) {
        return "length(" + column + ")";
    }

    /**
     * Whether the driver's raw bytes of a text column ({@code ResultSet.getBytes}) are the text in UTF-8 and are
     * handed out without decoding (pgjdbc's without a copy too), so reads deliver text as bytes
     * ({@link io.storagebench.spi.RowSink#bytesValue}).
     * CHAR padding is then cut as the default {@link #unpadChar} cuts it (trailing spaces), so a dialect that
     * overrides unpadChar must leave this false. The default, false, delivers Strings.
     */
    default boolean rawTextIsUtf8() {
        return false;
    }

    /**
     * Delivers every row of a result itself, where the dialect reads its driver's results more cheaply than the
     * driver's getters do, as {@link #deliverThroughGetters} would deliver them (the same values in the same calls);
     * returns the number of rows, or -1 to leave the result, untouched, to the getters. The default leaves every
     * result to the getters.
     */
    default int deliverRows(ResultSet rs, ColumnType[] types, RowSink sink) throws SQLException {
        return -1;
    }

    /**
     * Delivers every row of a result through the driver's getters, as a JDBC engine does where {@link #deliverRows}
     * leaves it the result: integers and TIMESTAMPs as longs, text as UTF-8 bytes ({@link #rawTextIsUtf8}) or a
     * String, CHAR without its padding, binary as bytes, a NULL text or binary value as a null String. Returns the
     * number of rows. Public so that a dialect's own reader can be tested against it.
     */
    static int deliverThroughGetters(ResultSet rs, ColumnType[] types, RowSink sink, Dialect dialect)
            throws SQLException {
        return ColumnValues.throughGetters(rs, types, sink, dialect);
    }

    /** Text of a CHAR column as the server returns it; SQL engines may pad it. The SPI wants it as stored. */
    default String unpadChar(String value) {
        int end = value.length();
        while (end > 0 && value.charAt(end - 1) == ' ') {
            end--;
        }
        return value.substring(0, end);
    }

    /**
     * Binds a TIMESTAMP value, given as epoch seconds. The default binds a zone-less timestamp at UTC; a dialect
     * that stores TIMESTAMP as an integer binds the number itself.
     */
    default void bindTimestamp(PreparedStatement ps, int index, long epochSeconds) throws SQLException {
        ps.setObject(index, LocalDateTime.ofEpochSecond(epochSeconds, 0, ZoneOffset.UTC));
    }

    /** Reads a TIMESTAMP column as epoch seconds; the inverse of {@link #bindTimestamp}. */
    default long readTimestamp(ResultSet rs, int index) throws SQLException {
        return rs.getObject(index, LocalDateTime.class).toEpochSecond(ZoneOffset.UTC);
    }

    /** A comma list of {@code n} placeholders. */
    static String placeholders(int n) {
        return java.util.stream.IntStream.range(0, n).mapToObj(i -> "?").collect(Collectors.joining(", "));
    }
}
