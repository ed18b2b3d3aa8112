package io.storagebench.jmh;

import io.storagebench.engine.rocksdb.Defaults;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.Statistics;
import org.rocksdb.TickerType;

/**
 * The RocksDB engine's data directory opened a second time, read-only, through plain RocksJava: the same SST files,
 * the same column family and key encoding, and the read-side settings the engine reports in its identity (block
 * size, Bloom bits, an LRU cache of the same size and shards, statistics on or off). RocksDB takes no lock for a
 * read-only open, so this works while the engine has the directory open; the engine must be quiesced first and
 * must not write while this is open.
 */
final class ReadOnlyRocksDb implements AutoCloseable {
    final RocksDB db;
    /** The table's row family, {@code t:<table>} (engines/rocksdb README, Mapping). */
    final ColumnFamilyHandle rows;
    private final List<ColumnFamilyHandle> handles;
    private final Statistics statistics;
    private final LRUCache cache;
    private final BloomFilter filter;
    private final ColumnFamilyOptions familyOptions;
    private final DBOptions dbOptions;

    private ReadOnlyRocksDb(RocksDB db, List<ColumnFamilyHandle> handles, ColumnFamilyHandle rows, Statistics statistics,
                            LRUCache cache, BloomFilter filter, ColumnFamilyOptions familyOptions, DBOptions dbOptions) {
        this.db = db;
        this.handles = handles;
        this.rows = rows;
        this.statistics = statistics;
        this.cache = cache;
        this.filter = filter;
        this.familyOptions = familyOptions;
        this.dbOptions = dbOptions;
    }

    /** Opens {@code dir} read-only with the settings of {@code engineConfiguration} (EngineIdentity.configuration). */
    static ReadOnlyRocksDb open(Path dir, String table, Map<String, String> engineConfiguration)
            throws RocksDBException {
        long cacheBytes = Long.parseLong(setting(engineConfiguration, "cache-bytes"));
        int bloomBits = Integer.parseInt(setting(engineConfiguration, "bloom-bits"));
        long blockSize = Long.parseLong(setting(engineConfiguration, "block-size"));
        boolean statisticsOn = setting(engineConfiguration, "statistics").equals("on");

        Statistics statistics = statisticsOn ? new Statistics() : null;
        LRUCache cache = new LRUCache(cacheBytes, Defaults.CACHE_SHARD_BITS, false, Defaults.CACHE_HIGH_PRI_POOL_RATIO);
        BloomFilter filter = bloomBits > 0 ? new BloomFilter(bloomBits) : null;
        BlockBasedTableConfig tableConfig = new BlockBasedTableConfig().setBlockSize(blockSize).setBlockCache(cache)
                .setCacheIndexAndFilterBlocks(true).setCacheIndexAndFilterBlocksWithHighPriority(true)
                .setPinL0FilterAndIndexBlocksInCache(true);
        if (filter != null) {
            tableConfig.setFilterPolicy(filter);
        }
        ColumnFamilyOptions familyOptions = new ColumnFamilyOptions().setTableFormatConfig(tableConfig);
        DBOptions dbOptions = new DBOptions().setMaxOpenFiles(Defaults.MAX_OPEN_FILES);
        if (statistics != null) {
            dbOptions.setStatistics(statistics);
        }
        String family = "t:" + table;
        List<ColumnFamilyDescriptor> descriptors = List.of(
                new ColumnFamilyDescriptor(RocksDB.DEFAULT_COLUMN_FAMILY, familyOptions),
                new ColumnFamilyDescriptor(family.getBytes(StandardCharsets.UTF_8), familyOptions));
        List<ColumnFamilyHandle> handles = new ArrayList<>();
        RocksDB db = RocksDB.openReadOnly(dbOptions, dir.toString(), descriptors, handles);
        return new ReadOnlyRocksDb(db, handles, handles.get(1), statistics, cache, filter, familyOptions, dbOptions);
    }

    private static String setting(Map<String, String> configuration, String name) {
        String value = configuration.get(name);
        if (value == null) {
            throw new IllegalStateException("the engine's configuration has no " + name + ": " + configuration);
        }
        return value;
    }

    /** Block-cache misses since open; -1 without statistics. */
    long blockCacheMisses() {
        return statistics == null ? -1 : statistics.getTickerCount(TickerType.BLOCK_CACHE_MISS);
    }

    /** Closes in reverse dependency order: handles, the DB, options, cache, filter, statistics. */
    @Override
    public void close() {
        handles.forEach(ColumnFamilyHandle::close);
        db.close();
        dbOptions.close();
        familyOptions.close();
        cache.close();
        if (filter != null) {
            filter.close();
        }
        if (statistics != null) {
            statistics.close();
        }
    }
}
