package io.storagebench.engine.jdbc;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.stream.Collectors;

/**
 * The SQL of one server family. The defaults are the standard SQL every dialect shares; a dialect overrides where
 * its server differs (types, auto-increment, the Insert Benchmark's delete, upserts, how a TIMESTAMP is stored).
 * {@link SqlShapes} builds every statement of the operation shapes from these pieces. What depends on the driver
 * rather than the SQL (how statements are sent, how results are read, which errors are retried) is the engine's
 * {@link JdbcDriver}.
 */
public interface Dialect {

    /** The column type in DDL, e.g. {@code bytea} or {@code varbinary(255)}. */
    String columnType(ColumnSpec column);

    /** Statements that create the table; the auto-increment key (if any) is assigned by the server. */
    List<String> createTable(TableSpec table);

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
     * Text of a CHAR column as the server returns it; SQL engines may pad it. The SPI wants it as stored. Where the
     * driver hands text out as raw bytes ({@link JdbcDriver#rawTextIsUtf8}), trailing spaces are cut as here.
     */
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
