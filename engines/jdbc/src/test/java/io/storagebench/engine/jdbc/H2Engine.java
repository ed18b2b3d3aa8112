package io.storagebench.engine.jdbc;

import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * An engine as a user would add one from outside this build: H2 in memory over the JDBC base, with its own dialect
 * and driver part. Each engine gets a database of its own; a lock is waited for {@link #LOCK_TIMEOUT_MILLIS}.
 */
final class H2Engine extends JdbcEngine {
    /** H2's vendor code of a lock timeout (ErrorCode.LOCK_TIMEOUT_1), reported with SQLState HYT00. */
    static final int LOCK_TIMEOUT = 50200;
    static final int LOCK_TIMEOUT_MILLIS = 100;

    H2Engine(String database, JdbcDriver driver) {
        super(new H2Dialect(), driver, connections(database), SessionConnections.NEW,
                EnumSet.allOf(Capability.class));
    }

    private static Connections connections(String database) {
        String url = "jdbc:h2:mem:" + database + ";DB_CLOSE_DELAY=-1;LOCK_TIMEOUT=" + LOCK_TIMEOUT_MILLIS;
        org.h2.Driver driver = new org.h2.Driver();
        return () -> driver.connect(url, new Properties());
    }

    @Override
    public EngineIdentity identity() {
        return new EngineIdentity("h2", "H2", queryValue("SELECT H2VERSION()"), "", Map.of());
    }

    @Override
    public void quiesce() {
    }

    @Override
    public StorageStats storageStats() {
        return StorageStats.UNKNOWN;
    }

    @Override
    public WatchTargets watchTargets() {
        return WatchTargets.inMemory();
    }

    /** H2's SQL, as much as these tests use. */
    private static final class H2Dialect implements Dialect {
        @Override
        public String columnType(ColumnSpec column) {
            return switch (column.type()) {
                case BIGINT -> "bigint";
                case INT -> "int";
                case TIMESTAMP -> "timestamp";
                case VARCHAR -> "varchar(" + Math.max(1, column.length()) + ")";
                case CHAR -> "char(" + Math.max(1, column.length()) + ")";
                case BINARY -> "varbinary(" + Math.max(1, column.length()) + ")";
            };
        }

        @Override
        public List<String> createTable(TableSpec table) {
            List<String> columns = new ArrayList<>();
            for (ColumnSpec c : table.columns()) {
                columns.add(c.name() + " " + columnType(c) + " NOT NULL");
            }
            columns.add("PRIMARY KEY (" + table.primaryKey() + ")");
            return List.of("CREATE TABLE " + table.name() + " (" + String.join(", ", columns) + ")");
        }

        @Override
        public String deleteOldest(String table, String primaryKey) {
            return "DELETE FROM " + table + " WHERE " + primaryKey + " IN (SELECT " + primaryKey + " FROM " + table
                    + " WHERE " + primaryKey + " >= ? ORDER BY " + primaryKey + " LIMIT ?)";
        }

        @Override
        public String upsert(String space) {
            return "MERGE INTO " + space + " (k, v) KEY (k) VALUES (?, ?)";
        }

        @Override
        public String epochSeconds(String column) {
            return "DATEDIFF(SECOND, TIMESTAMP '1970-01-01 00:00:00', " + column + ")";
        }

        @Override
        public String plusSeconds(String column) {
            return "DATEADD(SECOND, ?, " + column + ")";
        }
    }
}
