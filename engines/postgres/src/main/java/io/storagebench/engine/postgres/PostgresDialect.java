package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.Dialect;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * PostgreSQL's SQL: BIGINT/INT as bigint/integer, TIMESTAMP as {@code timestamp without time zone}, VARCHAR(n),
 * CHAR(n) (blank-padded by the server, trimmed on read), BINARY as bytea; an auto-increment key is a
 * bigserial whose sequence caches 1000 values, and the Insert Benchmark's delete is the IN-subquery form. How
 * pgjdbc is used (ad hoc literals, text as bytes) is {@link Pgjdbc}.
 */
public final class PostgresDialect implements Dialect {

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
