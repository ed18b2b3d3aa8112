package io.storagebench.engine.rocksdb;

import io.storagebench.spi.StorageStats;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.RocksDBException;
import org.rocksdb.Statistics;
import org.rocksdb.TickerType;

/**
 * Reads sizes (properties summed over every column family) and statistics tickers. Tickers are cumulative since
 * open ({@code getTickerCount}, never reset), so probes take deltas. Names are RocksDB's own ticker and property
 * names; derived ratios are {@code write-amp} and {@code space-amp}. The block cache tickers split per block kind
 * show whether a get read only its data block (index and filter misses near 0), as the IO-efficiency study needs.
 */
final class StatsReader {
    static final String WRITE_AMP = "write-amp";
    static final String SPACE_AMP = "space-amp";
    static final String LIVE_SST = "rocksdb.live-sst-files-size";
    static final String LIVE_DATA = "rocksdb.estimate-live-data-size";
    static final String NUM_KEYS = "rocksdb.estimate-num-keys";
    static final String MEMTABLES = "rocksdb.cur-size-all-mem-tables";

    /**
     * The tickers read, by their names in {@link TickerType}: looked up by name, not referenced, since a rocksdbjni
     * version a run asks for may lack some (LAST_LEVEL_READ_BYTES came in 7.x); a ticker the version lacks is absent
     * from the counters rather than a failed run.
     */
    private static final Map<TickerType, String> TICKERS = tickers(
            "BYTES_WRITTEN", "rocksdb.bytes.written",
            "WAL_FILE_BYTES", "rocksdb.wal.bytes",
            "FLUSH_WRITE_BYTES", "rocksdb.flush.write.bytes",
            "COMPACT_WRITE_BYTES", "rocksdb.compact.write.bytes",
            "COMPACT_READ_BYTES", "rocksdb.compact.read.bytes",
            "STALL_MICROS", "rocksdb.stall.micros",
            "BLOCK_CACHE_HIT", "rocksdb.block.cache.hit",
            "BLOCK_CACHE_MISS", "rocksdb.block.cache.miss",
            "BLOCK_CACHE_INDEX_MISS", "rocksdb.block.cache.index.miss",
            "BLOCK_CACHE_FILTER_MISS", "rocksdb.block.cache.filter.miss",
            "BLOCK_CACHE_DATA_MISS", "rocksdb.block.cache.data.miss",
            "BLOCK_CACHE_INDEX_HIT", "rocksdb.block.cache.index.hit",
            "BLOCK_CACHE_FILTER_HIT", "rocksdb.block.cache.filter.hit",
            "BLOCK_CACHE_DATA_HIT", "rocksdb.block.cache.data.hit",
            "BYTES_READ", "rocksdb.bytes.read",
            "LAST_LEVEL_READ_BYTES", "rocksdb.last.level.read.bytes",
            "NON_LAST_LEVEL_READ_BYTES", "rocksdb.non.last.level.read.bytes");

    private StatsReader() {
    }

    /**
     * Sizes over every family; live rows over the tables' row families (index entries are not rows).
     *
     * @param stats the engine's statistics, or null when they are off
     */
    static StorageStats read(OpenDatabase db, Collection<TableState> tables, Statistics stats) {
        List<ColumnFamilyHandle> families = db.families();
        long liveSst = sum(db, families, LIVE_SST);
        long liveData = sum(db, families, LIVE_DATA);
        Map<String, Double> c = new HashMap<>();
        c.put(LIVE_SST, (double) liveSst);
        c.put(LIVE_DATA, (double) liveData);
        c.put(NUM_KEYS, (double) sum(db, families, NUM_KEYS));
        c.put(MEMTABLES, (double) sum(db, families, MEMTABLES));
        c.put(StorageStats.LIVE_ROWS, (double) sum(db, tables.stream().map(t -> t.rows).toList(), NUM_KEYS));
        if (liveData > 0) {
            c.put(SPACE_AMP, (double) liveSst / liveData);
        }
        putTickers(stats, c);
        return new StorageStats(OptionalLong.of(liveSst), c);
    }

    /**
     * While the database is closed for a reopen: the sizes read last, with the tickers as they are now (the
     * statistics stay open), so cumulative counters never step back.
     */
    static StorageStats withCurrentTickers(StorageStats last, Statistics stats) {
        Map<String, Double> c = new HashMap<>(last.counters());
        putTickers(stats, c);
        return new StorageStats(last.sizeBytes(), c);
    }

    private static void putTickers(Statistics stats, Map<String, Double> c) {
        if (stats == null) {
            return;
        }
        TICKERS.forEach((ticker, name) -> c.put(name, (double) stats.getTickerCount(ticker)));
        long written = stats.getTickerCount(TickerType.BYTES_WRITTEN);
        if (written > 0) {
            // benchmark.sh's formula: (flush + compaction writes) / user bytes written
            long background = stats.getTickerCount(TickerType.FLUSH_WRITE_BYTES)
                    + stats.getTickerCount(TickerType.COMPACT_WRITE_BYTES);
            c.put(WRITE_AMP, (double) background / written);
        }
    }

    static long sum(OpenDatabase db, List<ColumnFamilyHandle> families, String property) {
        long total = 0;
        try {
            for (ColumnFamilyHandle h : families) {
                total += db.db.getLongProperty(h, property);
            }
        } catch (RocksDBException e) {
            throw Errors.wrap("read property " + property, e);
        }
        return total;
    }

    private static Map<TickerType, String> tickers(String... nameThenCounter) {
        Map<TickerType, String> out = new java.util.LinkedHashMap<>();
        for (int i = 0; i < nameThenCounter.length; i += 2) {
            try {
                out.put(TickerType.valueOf(nameThenCounter[i]), nameThenCounter[i + 1]);
            } catch (IllegalArgumentException absentInThisVersion) {
                // left out: the counter is absent, as a ticker the statistics do not have is
            }
        }
        return java.util.Collections.unmodifiableMap(out);
    }
}
