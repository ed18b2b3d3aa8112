package io.storagebench.engine.mysql;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * Which server variables describe a run, and which status counters the engine probe gets: cumulative ones, named
 * {@code mysql.<name>}; MyRocks' write path under RocksDB's own ticker names, so the probe derives write-amp for it
 * exactly as for the embedded RocksDB engine.
 */
final class ServerVariables {
    /** Variables of every flavour that shape performance; the flavour's own ({@code innodb_*}, {@code rocksdb_*}). */
    private static final Set<String> GENERAL = Set.of("version", "default_storage_engine", "performance_schema",
            "log_bin", "sync_binlog", "binlog_format", "max_connections", "table_open_cache", "thread_handling",
            "tx_isolation", "transaction_isolation", "character_set_server", "collation_server", "tmp_table_size",
            "max_heap_table_size", "sort_buffer_size", "join_buffer_size", "query_cache_type", "query_cache_size");
    /** Variables that say where the server is, not how it behaves. */
    private static final Set<String> LOCATION = Set.of("innodb_data_home_dir", "innodb_log_group_home_dir",
            "rocksdb_datadir", "rocksdb_wal_dir", "innodb_tmpdir", "innodb_undo_directory");

    /** MyRocks status counters under the names of RocksDB's tickers (see the benchmarks' EngineProbe). */
    private static final Map<String, String> ROCKSDB_TICKERS = Map.of(
            "Rocksdb_bytes_written", "rocksdb.bytes.written",
            "Rocksdb_flush_write_bytes", "rocksdb.flush.write.bytes",
            "Rocksdb_compact_write_bytes", "rocksdb.compact.write.bytes",
            "Rocksdb_stall_micros", "rocksdb.stall.micros",
            "Rocksdb_block_cache_hit", "rocksdb.block.cache.hit",
            "Rocksdb_block_cache_miss", "rocksdb.block.cache.miss");
    /** Cumulative status counters worth a per-step delta. */
    private static final Set<String> COUNTERS = Set.of(
            "Innodb_buffer_pool_reads", "Innodb_buffer_pool_read_requests", "Innodb_buffer_pool_write_requests",
            "Innodb_buffer_pool_pages_flushed", "Innodb_data_read", "Innodb_data_written", "Innodb_data_reads",
            "Innodb_data_writes", "Innodb_data_fsyncs", "Innodb_os_log_written", "Innodb_dblwr_pages_written",
            "Innodb_pages_read", "Innodb_pages_written", "Innodb_rows_inserted", "Innodb_rows_deleted",
            "Innodb_rows_read", "Innodb_rows_updated", "Innodb_row_lock_waits", "Innodb_deadlocks",
            "Handler_read_key", "Handler_read_next", "Handler_read_prev", "Handler_read_first", "Handler_write",
            "Handler_delete", "Handler_update", "Questions", "Bytes_received", "Bytes_sent", "Com_stmt_execute",
            "Com_stmt_prepare", "Rocksdb_wal_bytes", "Rocksdb_wal_synced", "Rocksdb_compact_read_bytes",
            "Rocksdb_bytes_read", "Rocksdb_rows_inserted", "Rocksdb_rows_deleted", "Rocksdb_rows_read",
            "Rocksdb_rows_updated", "Rocksdb_block_cache_data_miss", "Rocksdb_block_cache_index_miss",
            "Rocksdb_block_cache_filter_miss", "Rocksdb_bloom_filter_useful", "Rocksdb_memtable_hit",
            "Rocksdb_memtable_miss", "Rocksdb_row_lock_deadlocks", "Rocksdb_row_lock_wait_timeouts");

    private ServerVariables() {
    }

    /** True when a server variable belongs in the engine identity of this flavour. */
    static boolean shapesPerformance(Flavour flavour, String name) {
        String n = name.toLowerCase(Locale.ROOT);
        String own = flavour == Flavour.INNODB ? "innodb_" : "rocksdb_";
        return !LOCATION.contains(n) && (GENERAL.contains(n) || n.startsWith(own)
                || n.equals(Flavour.INNODB.cacheSetting()));
    }

    /** InnoDB's flush methods that open the data files with O_DIRECT (reads bypass the page cache). */
    private static final Set<String> DIRECT_FLUSH_METHODS = Set.of("O_DIRECT", "O_DIRECT_NO_FSYNC");

    /**
     * True when the server reads its data files with O_DIRECT, from its global variables: InnoDB's
     * innodb_flush_method O_DIRECT or O_DIRECT_NO_FSYNC, MyRocks' rocksdb_use_direct_reads.
     */
    static boolean directReads(Flavour flavour, Map<String, String> variables) {
        if (flavour == Flavour.INNODB) {
            return DIRECT_FLUSH_METHODS.contains(variables.getOrDefault("innodb_flush_method", "")
                    .toUpperCase(Locale.ROOT));
        }
        return variables.getOrDefault("rocksdb_use_direct_reads", "").equalsIgnoreCase("ON");
    }

    /** The counters from SHOW GLOBAL STATUS rows (name, value). */
    static Map<String, Double> counters(List<List<String>> status) {
        Map<String, Double> counters = new LinkedHashMap<>();
        for (List<String> row : status) {
            String name = row.get(0);
            String ticker = ROCKSDB_TICKERS.get(name);
            if (ticker == null && !COUNTERS.contains(name)) {
                continue;
            }
            try {
                counters.put(ticker != null ? ticker : "mysql." + name.toLowerCase(Locale.ROOT),
                        Double.parseDouble(row.get(1)));
            } catch (NumberFormatException | NullPointerException e) {
                // not a number on this server version: left out
            }
        }
        return counters;
    }
}
