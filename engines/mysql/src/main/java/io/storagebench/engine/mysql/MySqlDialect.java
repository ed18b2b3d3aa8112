package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.Dialect;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * MySQL's and MariaDB's SQL: BIGINT/INT as bigint/int, TIMESTAMP as {@code datetime} (no time zone), VARCHAR(n)
 * and CHAR(n) in utf8mb4 with the binary collation (so text orders by code point, like RocksDB's bytes), BINARY as
 * varbinary(n) or longblob; tables are created {@code ENGINE=InnoDB} or {@code ENGINE=ROCKSDB}; each index is its
 * own {@code ALTER TABLE ... ADD INDEX}; ordered range reads over an index say {@code FORCE INDEX} (sysbench's
 * unordered ranges name none), and the Insert Benchmark's delete is {@code DELETE ... ORDER BY pk LIMIT n}, all as
 * iibench.py does it. How MariaDB Connector/J is used is {@link MariaDbConnectorJ}.
 */
public final class MySqlDialect implements Dialect {
    private static final String EPOCH = "'1970-01-01 00:00:00'";
    private final Flavour flavour;

    public MySqlDialect(Flavour flavour) {
        this.flavour = flavour;
    }

    @Override
    public String columnType(ColumnSpec column) {
        return switch (column.type()) {
            case BIGINT -> "bigint";
            case INT -> "int";
            case TIMESTAMP -> "datetime";
            case VARCHAR -> column.length() > 0 ? "varchar(" + column.length() + ")" : "longtext";
            case CHAR -> "char(" + Math.max(1, column.length()) + ")";
            case BINARY -> column.length() > 0 && column.length() <= Defaults.MAX_VARBINARY
                    ? "varbinary(" + column.length() + ")" : "longblob";
        };
    }

    @Override
    public List<String> createTable(TableSpec table) {
        List<String> columns = new ArrayList<>();
        for (ColumnSpec c : table.columns()) {
            boolean key = c.name().equals(table.primaryKey());
            String type = key && c.type() == ColumnType.BINARY && columnType(c).equals("longblob")
                    ? "varbinary(" + Defaults.BINARY_KEY_LENGTH + ")" : columnType(c);
            columns.add(c.name() + " " + type + " NOT NULL" + (key && table.autoIncrement() ? " AUTO_INCREMENT" : ""));
        }
        columns.add("PRIMARY KEY (" + table.primaryKey() + ")");
        return List.of("CREATE TABLE " + table.name() + " (" + String.join(", ", columns) + ") ENGINE="
                + flavour.tableEngine() + " DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_bin");
    }

    @Override
    public String createIndex(IndexSpec index) {
        // one ALTER per index: what iibench.py does for MyRocks, and what the SPI's one-index call gives InnoDB
        return "ALTER TABLE " + index.table() + " ADD INDEX " + index.name() + " (" + String.join(", ",
                index.columns()) + ")";
    }

    @Override
    public String rangeSource(String table, String index) {
        return index == null ? table : table + " FORCE INDEX (" + index + ")";
    }

    @Override
    public String deleteOldest(String table, String primaryKey) {
        return "DELETE FROM " + table + " WHERE " + primaryKey + " >= ? ORDER BY " + primaryKey + " ASC LIMIT ?";
    }

    @Override
    public String upsert(String space) {
        return "INSERT INTO " + space + " (k, v) VALUES (?, ?) ON DUPLICATE KEY UPDATE v = VALUES(v)";
    }

    @Override
    public String epochSeconds(String column) {
        // TIMESTAMPDIFF on a datetime ignores the session time zone, unlike unix_timestamp()
        return "TIMESTAMPDIFF(SECOND, " + EPOCH + ", " + column + ")";
    }

    @Override
    public String plusSeconds(String column) {
        return column + " + INTERVAL ? SECOND";
    }
}
