package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.ManagedServer;
import io.storagebench.engine.jdbc.ServerEngine;
import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.StorageStats;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.concurrent.TimeUnit;

/**
 * MariaDB (or MySQL) with InnoDB or MyRocks over the JDBC base. Identity is read once at open (version and the
 * flavour's server variables); quiesce is ANALYZE TABLE, then InnoDB's dirty-page flush or MyRocks' memtable flush
 * with a wait for compaction; the size is data + index length (InnoDB) or the SST files' blocks (MyRocks).
 */
class MariaDbEngine extends ServerEngine {
    /** Access denied, e.g. SET GLOBAL without SUPER: quiesce then skips what it may not do. */
    private static final int ACCESS_DENIED = 1227;

    private final Flavour flavour;
    private final EngineIdentity identity;

    private final String name;

    /** The flavour's engine {@code name} through {@code client}. */
    MariaDbEngine(Flavour flavour, String name, MySqlClient client, Connections connections, ManagedServer server,
                  MariaDbSettings settings) {
        super(new MySqlDialect(flavour), client, connections, server, EnumSet.allOf(Capability.class));
        this.flavour = flavour;
        this.name = name;
        if (flavour == Flavour.MYROCKS && query("SELECT 1 FROM information_schema.engines WHERE engine = 'ROCKSDB' "
                + "AND support IN ('YES', 'DEFAULT')").isEmpty()) {
            throw new IllegalArgumentException("the server has no ROCKSDB storage engine (MyRocks is not loaded)");
        }
        this.identity = readIdentity(settings, client.settings());
    }

    private EngineIdentity readIdentity(MariaDbSettings settings, Map<String, String> driverSettings) {
        Map<String, String> configuration = runConfiguration(settings.server());
        driverSettings.forEach((k, v) -> configuration.put("connector." + k, v));
        // what the connections use, not what was asked: a URL's sslMode wins over the engine's plain default
        configuration.put("connector.tls", query("SHOW SESSION STATUS LIKE 'Ssl_cipher'").stream()
                .map(row -> row.get(1)).filter(cipher -> cipher != null && !cipher.isEmpty()).findFirst()
                .orElse("off"));
        Map<String, String> variables = new LinkedHashMap<>();
        for (List<String> row : query("SHOW GLOBAL VARIABLES")) {
            variables.put(row.get(0), row.get(1));
            if (ServerVariables.shapesPerformance(flavour, row.get(0))) {
                configuration.put(row.get(0), row.get(1));
            }
        }
        configuration.put(EngineIdentity.DIRECT_READS, ServerVariables.directReads(flavour, variables) ? "on" : "off");
        String version = queryValue("SELECT version()");
        return new EngineIdentity(name, version.contains("MariaDB") ? "MariaDB" : "MySQL", version,
                flavour.label(), configuration);
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    @Override
    public void quiesce() {
        for (List<String> row : query("SELECT table_name FROM information_schema.tables "
                + "WHERE table_schema = database() AND table_type = 'BASE TABLE'")) {
            query("ANALYZE TABLE `" + row.get(0) + "`");
        }
        try {
            if (flavour == Flavour.INNODB) {
                flushDirtyPages();
            } else {
                awaitRocksDbIdle();
                execute("SET GLOBAL rocksdb_force_flush_memtable_now = 1");
                awaitRocksDbIdle();
            }
        } catch (EngineException e) {
            // a URL-mode user without SUPER may not SET GLOBAL; ANALYZE still ran
            if (!(e.getCause() instanceof SQLException s) || s.getErrorCode() != ACCESS_DENIED) {
                throw e;
            }
        }
    }

    /**
     * db_bench's maintenance steps. InnoDB has no LSM tree: its quiesce is the closest. MyRocks does them through
     * its own switches, after a quiesce (memtables flushed, compaction settled): flush_mt_l0 flushes and compacts
     * L0 down ({@code rocksdb_force_flush_memtable_and_lzero_now}); compact compacts every column family whole
     * ({@code rocksdb_compact_cf}, which returns when the compaction is done). MyRocks reads {@code optimize_filters_for_hits} only at server
     * start, so a compaction "without filters" keeps them here.
     */
    @Override
    public void maintain(Maintenance action) {
        if (flavour == Flavour.INNODB) {
            quiesce();
            return;
        }
        switch (action) {
            case WAIT_FOR_COMPACTION -> awaitRocksDbIdle();
            case FLUSH_MT_L0 -> {
                quiesce();
                execute("SET GLOBAL rocksdb_force_flush_memtable_and_lzero_now = 1");
                awaitRocksDbIdle();
            }
            case COMPACT, COMPACT_WITHOUT_FILTERS -> {
                quiesce();
                for (List<String> row : query("SELECT DISTINCT cf_name FROM information_schema.rocksdb_cfstats")) {
                    execute("SET GLOBAL rocksdb_compact_cf = '" + row.get(0).replace("'", "''") + "'");
                }
                awaitRocksDbIdle();
            }
        }
    }

    /** As iq.sh does: dirty-page limits down so the page cleaner writes everything back, then restored. */
    private void flushDirtyPages() {
        List<String> old = query("SELECT @@global.innodb_max_dirty_pages_pct, "
                + "@@global.innodb_max_dirty_pages_pct_lwm").get(0);
        execute("SET GLOBAL innodb_max_dirty_pages_pct_lwm = 0", "SET GLOBAL innodb_max_dirty_pages_pct = 0");
        try {
            awaitZero("SELECT variable_value FROM information_schema.global_status "
                    + "WHERE variable_name = 'INNODB_BUFFER_POOL_PAGES_DIRTY'");
        } finally {
            execute("SET GLOBAL innodb_max_dirty_pages_pct = " + old.get(0),
                    "SET GLOBAL innodb_max_dirty_pages_pct_lwm = " + old.get(1));
        }
    }

    private void awaitRocksDbIdle() {
        awaitZero("SELECT coalesce(sum(value), 0) FROM information_schema.rocksdb_cfstats "
                + "WHERE stat_type IN ('MEM_TABLE_FLUSH_PENDING', 'COMPACTION_PENDING', 'NUM_IMMUTABLE_MEM_TABLE')");
    }

    /** Polls a one-value query until it returns 0 or the quiesce timeout passes (then it goes on: best effort). */
    private void awaitZero(String query) {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(Defaults.QUIESCE_TIMEOUT_SECONDS);
        while (Double.parseDouble(queryValue(query)) > 0 && System.nanoTime() < deadline) {
            try {
                Thread.sleep(Defaults.QUIESCE_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("interrupted during quiesce", e);
            }
        }
    }

    @Override
    public StorageStats storageStats() {
        String size = flavour == Flavour.INNODB
                ? queryValue("SELECT coalesce(sum(data_length + index_length), 0) FROM information_schema.tables "
                        + "WHERE table_schema = database()")
                : queryValue("SELECT coalesce(sum(data_block_size + index_block_size + filter_block_size), 0) "
                        + "FROM information_schema.rocksdb_sst_props");
        Map<String, Double> counters = new LinkedHashMap<>(ServerVariables.counters(query("SHOW GLOBAL STATUS")));
        // the storage engine's estimate (InnoDB's persistent statistics, MyRocks' table properties)
        counters.put(StorageStats.LIVE_ROWS, Double.parseDouble(queryValue(
                "SELECT coalesce(sum(table_rows), 0) FROM information_schema.tables WHERE table_schema = database()")));
        return new StorageStats(OptionalLong.of(Long.parseLong(size)), counters);
    }
}
