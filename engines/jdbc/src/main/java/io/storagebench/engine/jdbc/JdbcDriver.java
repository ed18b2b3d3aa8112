package io.storagebench.engine.jdbc;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Set;

/**
 * What an engine knows about its JDBC driver, beside the SQL ({@link Dialect}): how the driver sends transactions and
 * ad hoc statements, how its results are read cheaply, and which of the errors it reports a workload may retry. The
 * defaults are plain JDBC ({@link #PLAIN}); an engine supplies its own where its driver does better or reports more.
 */
public interface JdbcDriver {
    /** Plain JDBC: the driver's own transactions, prepared statements and getters, the standard retryable errors. */
    JdbcDriver PLAIN = new JdbcDriver() {
    };

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

    /**
     * Whether the driver's raw bytes of a text column ({@code ResultSet.getBytes}) are the text in UTF-8 and are
     * handed out without decoding (pgjdbc's without a copy too), so reads deliver text as bytes
     * ({@link io.storagebench.spi.RowSink#bytesValue}).
     * CHAR padding is then cut as the default {@link Dialect#unpadChar} cuts it (trailing spaces), so an engine whose
     * dialect overrides unpadChar must leave this false. The default, false, delivers Strings.
     */
    default boolean rawTextIsUtf8() {
        return false;
    }

    /**
     * Delivers every row of a result itself, where the driver's results can be read more cheaply than through its
     * getters, as {@link #deliverThroughGetters} would deliver them (the same values in the same calls); returns the
     * number of rows, or -1 to leave the result, untouched, to the getters. The default leaves every result to the
     * getters.
     */
    default int deliverRows(ResultSet rs, ColumnType[] types, RowSink sink) throws SQLException {
        return -1;
    }

    /**
     * Delivers every row of a result through the driver's getters, as a JDBC engine does where
     * {@link #deliverRows} leaves it the result: integers and TIMESTAMPs ({@link Dialect#readTimestamp}) as longs,
     * text as UTF-8 bytes ({@link #rawTextIsUtf8}) or a String, CHAR without its padding, binary as bytes, a NULL
     * text or binary value as a null String. Returns the number of rows. Public so that a driver's own reader can be
     * tested against it.
     */
    static int deliverThroughGetters(ResultSet rs, ColumnType[] types, RowSink sink, Dialect dialect,
            JdbcDriver driver) throws SQLException {
        return ColumnValues.throughGetters(rs, types, sink, dialect, driver.rawTextIsUtf8());
    }

    /**
     * SQLStates a workload may retry beyond the standard ones ({@link SqlErrors}): what this driver's server reports
     * for a lock timeout or a conflict that the standard states do not cover. None by default.
     */
    default Set<String> retryableStates() {
        return Set.of();
    }

    /**
     * Vendor error codes ({@link SQLException#getErrorCode()}) a workload may retry beyond the standard ones
     * ({@link SqlErrors}), whatever the SQLState, e.g. H2's lock timeout (50200). None by default.
     */
    default Set<Integer> retryableCodes() {
        return Set.of();
    }
}
