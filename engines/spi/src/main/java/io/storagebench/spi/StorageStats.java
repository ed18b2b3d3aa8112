package io.storagebench.spi;

import java.util.Map;
import java.util.OptionalLong;

/**
 * The engine's own view of its storage.
 *
 * @param sizeBytes the database size as the engine counts it (live SST bytes, relation sizes, data + index
 *                  length); empty when the engine cannot tell, never zero by default
 * @param counters  engine counters by name. A name without a hyphen is cumulative since open (RocksDB tickers,
 *                  pg_stat, SHOW GLOBAL STATUS) and is reported as its change over a step; a name with a hyphen is
 *                  a level (sizes, page counts, derived ratios such as write-amp), reported as its value at the end
 */
public record StorageStats(OptionalLong sizeBytes, Map<String, Double> counters) {
    /**
     * The counter with the number of live rows in the benchmark's tables (the engine's estimate: RocksDB's
     * {@code rocksdb.estimate-num-keys} of the row families, PostgreSQL's {@code n_live_tup}), for bytes per row.
     * Engines that cannot tell leave it out.
     */
    public static final String LIVE_ROWS = "live-rows";

    /** What an engine that cannot tell its size and keeps no counters reports. */
    public static final StorageStats UNKNOWN = new StorageStats(OptionalLong.empty(), Map.of());

    public StorageStats {
        counters = Map.copyOf(counters);
    }
}
