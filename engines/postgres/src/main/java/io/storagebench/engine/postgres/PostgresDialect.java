package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.Dialect;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.Utils;

/**
 * PostgreSQL's SQL: BIGINT/INT as bigint/integer, TIMESTAMP as {@code timestamp without time zone}, VARCHAR(n),
 * CHAR(n) (blank-padded by the server, trimmed on read), BINARY as bytea; an auto-increment key is a
 * bigserial whose sequence caches 1000 values, and the Insert Benchmark's delete is the IN-subquery form.
 */
public final class PostgresDialect implements Dialect {

    /**
     * Ad hoc statements carry their values as literals (pgjdbc has no client-side prepare): the text sysbench's
     * {@code con:query} sends, so the server parses, types and plans the same statement. Strings are escaped by
     * pgjdbc for the connection's standard_conforming_strings and, like sysbench's, left untyped, so they take the
     * column's type; timestamps (epoch seconds) are typed UTC literals, bytes hex.
     */
    @Override
    public Literals adHocLiterals(Connection connection) throws SQLException {
        return literals(connection.unwrap(BaseConnection.class).getStandardConformingStrings());
    }

    /** Literals for a connection with the given standard_conforming_strings (on since PostgreSQL 9.1). */
    static Literals literals(boolean standardStrings) {
        return (sql, type, value) -> {
            switch (type) {
                case BIGINT, INT -> sql.append(((Number) value).longValue());
                case VARCHAR, CHAR -> Utils.escapeLiteral(sql.append('\''), (String) value, standardStrings)
                        .append('\'');
                case TIMESTAMP -> sql.append("TIMESTAMP '")
                        .append(LocalDateTime.ofEpochSecond(((Number) value).longValue(), 0, ZoneOffset.UTC))
                        .append('\'');
                case BINARY -> sql.append("decode('").append(HexFormat.of().formatHex((byte[]) value))
                        .append("', 'hex')");
            }
        };
    }

    /**
     * pgjdbc sets client_encoding to UTF8 (and refuses a change unless told allowEncodingChanges), and getBytes of a
     * text column returns the row's own array.
     */
    @Override
    public boolean rawTextIsUtf8() {
        return true;
    }

    @Override
    public String columnType(ColumnSpec column) {
        return switch (column.type()) {
            case BIGINT -> "bigint";
            case INT -> "integer";
            case TIMESTAMP -> "timestamp without time zone";
            case VARCHAR -> column.length() > 0 ? "varchar(" + column.length() + ")" : "text";
            case CHAR -> "char(" + Math.max(1, column.length()) + ")";
            case BINARY -> "bytea";
        };
    }

    @Override
    public List<String> createTable(TableSpec table) {
        List<String> columns = new ArrayList<>();
        for (ColumnSpec c : table.columns()) {
            boolean serial = table.autoIncrement() && c.name().equals(table.primaryKey());
            String type = serial ? (c.type() == io.storagebench.spi.schema.ColumnType.INT ? "serial" : "bigserial")
                    : columnType(c) + " NOT NULL";
            columns.add(c.name() + " " + type);
        }
        columns.add("PRIMARY KEY (" + table.primaryKey() + ")");
        List<String> statements = new ArrayList<>();
        statements.add("CREATE TABLE " + table.name() + " (" + String.join(", ", columns) + ")");
        if (table.autoIncrement()) {
            statements.add("ALTER SEQUENCE " + table.name() + "_" + table.primaryKey() + "_seq CACHE "
                    + Defaults.SEQUENCE_CACHE);
        }
        return statements;
    }

    @Override
    public String epochSeconds(String column) {
        return "CAST(extract(epoch FROM " + column + ") AS bigint)";
    }

    @Override
    public String plusSeconds(String column) {
        return column + " + CAST(? AS bigint) * interval '1 second'";
    }

    @Override
    public String deleteOldest(String table, String primaryKey) {
        return "DELETE FROM " + table + " WHERE " + primaryKey + " IN (SELECT " + primaryKey + " FROM " + table
                + " WHERE " + primaryKey + " >= ? ORDER BY " + primaryKey + " ASC LIMIT ?)";
    }

    @Override
    public String upsert(String space) {
        return "INSERT INTO " + space + " (k, v) VALUES (?, ?) ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v";
    }
}
