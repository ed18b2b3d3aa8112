package io.storagebench.engine.sqlite;

import io.storagebench.engine.jdbc.Dialect;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * SQLite's SQL. Tables are STRICT, so every value is stored with the type declared: integers (TIMESTAMP as epoch
 * seconds) as INTEGER, text as TEXT, bytes as BLOB. An integer primary key is the rowid (the table's own B-tree
 * key, as InnoDB clusters on it), with AUTOINCREMENT when the engine assigns keys, so keys never go back after the
 * newest row is deleted; any other key makes a WITHOUT ROWID table clustered on that key.
 */
public final class SqliteDialect implements Dialect {

    @Override
    public String columnType(ColumnSpec column) {
        return switch (column.type()) {
            case BIGINT, INT, TIMESTAMP -> "INTEGER";
            case VARCHAR, CHAR -> "TEXT";
            case BINARY -> "BLOB";
        };
    }

    @Override
    public List<String> createTable(TableSpec table) {
        boolean rowid = table.column(table.primaryKey()).type().isInteger();
        List<String> columns = new ArrayList<>();
        for (ColumnSpec c : table.columns()) {
            if (c.name().equals(table.primaryKey())) {
                columns.add(c.name() + " " + columnType(c) + " PRIMARY KEY"
                        + (table.autoIncrement() ? " AUTOINCREMENT" : "") + (rowid ? "" : " NOT NULL"));
            } else {
                columns.add(c.name() + " " + columnType(c) + " NOT NULL");
            }
        }
        return List.of("CREATE TABLE " + table.name() + " (" + String.join(", ", columns) + ") "
                + (rowid ? "STRICT" : "WITHOUT ROWID, STRICT"));
    }

    @Override
    public String deleteOldest(String table, String primaryKey) {
        // sqlite-jdbc builds SQLite with SQLITE_ENABLE_UPDATE_DELETE_LIMIT: one B-tree walk, no IN-subquery
        return "DELETE FROM " + table + " WHERE " + primaryKey + " >= ? ORDER BY " + primaryKey + " LIMIT ?";
    }

    @Override
    public String upsert(String space) {
        return "INSERT OR REPLACE INTO " + space + " (k, v) VALUES (?, ?)";
    }

    @Override
    public String epochSeconds(String column) {
        return column;
    }

    @Override
    public String plusSeconds(String column) {
        return column + " + ?";
    }

    @Override
    public String length(String column) {
        return "length(" + column + ")"; // characters, not bytes, for TEXT
    }

    @Override
    public String unpadChar(String value) {
        return value; // SQLite stores text as given: nothing to trim
    }

    @Override
    public void bindTimestamp(PreparedStatement ps, int index, long epochSeconds) throws SQLException {
        ps.setLong(index, epochSeconds);
    }

    @Override
    public long readTimestamp(ResultSet rs, int index) throws SQLException {
        return rs.getLong(index);
    }
}
