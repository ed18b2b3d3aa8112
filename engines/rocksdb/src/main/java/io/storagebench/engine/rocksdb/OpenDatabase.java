package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.rocksdb.BlockBasedTableConfig;
import org.rocksdb.BloomFilter;
import org.rocksdb.ColumnFamilyDescriptor;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyOptions;
import org.rocksdb.DBOptions;
import org.rocksdb.LRUCache;
import org.rocksdb.Options;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.Statistics;

/**
 * The database and every native object it depends on, opened with the preset of {@link Defaults} set
 * explicitly, and closed in reverse dependency order: column-family handles, the DB, options, cache, filter
 * (a wrong order has crashed the JVM, rocksdb #4461, #9378). Sessions are closed before this. The statistics belong
 * to the engine, which closes them after this: they outlive a reopen, so the tickers stay cumulative.
 */
final class OpenDatabase implements AutoCloseable {
    final RocksDB db;
    private final LRUCache cache;
    private final BloomFilter filter;
    private final ColumnFamilyOptions familyOptions;
    private final DBOptions dbOptions;
    /** Every open column family, the default one first. */
    private final List<ColumnFamilyHandle> families = new CopyOnWriteArrayList<>();

    private OpenDatabase(RocksDB db, LRUCache cache, BloomFilter filter,
                         ColumnFamilyOptions familyOptions, DBOptions dbOptions, List<ColumnFamilyHandle> handles) {
        this.db = db;
        this.cache = cache;
        this.filter = filter;
        this.familyOptions = familyOptions;
        this.dbOptions = dbOptions;
        this.families.addAll(handles);
    }

    /**
     * Opens (or creates) the database in {@code dir} with every family found there.
     *
     * @param statistics where tickers are counted, or null for none
     * @param filtersForHits optimize_filters_for_hits: the setting, or on for COMPACT_WITHOUT_FILTERS
     */
    static OpenDatabase open(Path dir, EngineSettings s, Statistics statistics, boolean filtersForHits) {
        return open(dir, s, statistics, filtersForHits, false);
    }

    /**
     * Opens the database in {@code dir} read-only, with every family found there and the options {@link #open}
     * builds. RocksDB takes no lock for a read-only open, so the engine may have the directory open; it sees the
     * files as they were at this open.
     */
    static OpenDatabase openReadOnly(Path dir, EngineSettings s, Statistics statistics) {
        return open(dir, s, statistics, s.optimizeFiltersForHits(), true);
    }

    private static OpenDatabase open(Path dir, EngineSettings s, Statistics statistics, boolean filtersForHits,
                                     boolean readOnly) {
        RocksDB.loadLibrary();
        LRUCache cache = new LRUCache(s.cacheBytes(), Defaults.CACHE_SHARD_BITS, false,
                Defaults.CACHE_HIGH_PRI_POOL_RATIO);
        BloomFilter filter = s.bloomBits() > 0 ? new BloomFilter(s.bloomBits()) : null;
        BlockBasedTableConfig table = new BlockBasedTableConfig().setBlockSize(s.blockSize()).setBlockCache(cache)
                .setCacheIndexAndFilterBlocks(true).setCacheIndexAndFilterBlocksWithHighPriority(true)
                .setPinL0FilterAndIndexBlocksInCache(true).setBlockAlign(s.blockAlign());
        if (filter != null) {
            table.setFilterPolicy(filter);
        }
        ColumnFamilyOptions familyOptions = new ColumnFamilyOptions().setTableFormatConfig(table)
                .setWriteBufferSize(s.writeBufferSize()).setTargetFileSizeBase(Defaults.TARGET_FILE_SIZE_BASE)
                .setMaxBytesForLevelBase(Defaults.MAX_BYTES_FOR_LEVEL_BASE).setLevelCompactionDynamicLevelBytes(true)
                .setCompressionType(s.compressionType()).setOptimizeFiltersForHits(filtersForHits);
        // db_bench's --use_direct_reads and --use_direct_io_for_flush_and_compaction; its prepopulate_block_cache
        // has no Java setter and only changes how fast the cache warms up
        DBOptions dbOptions = new DBOptions().setCreateIfMissing(true).setCreateMissingColumnFamilies(true)
                .setMaxBackgroundJobs(s.maxBackgroundJobs()).setBytesPerSync(s.bytesPerSync())
                .setMaxOpenFiles(Defaults.MAX_OPEN_FILES).setUseDirectReads(s.directIo())
                .setUseDirectIoForFlushAndCompaction(s.directIo());
        if (statistics != null) {
            dbOptions.setStatistics(statistics);
        }
        List<ColumnFamilyHandle> handles = new ArrayList<>();
        try {
            List<ColumnFamilyDescriptor> descriptors = new ArrayList<>();
            for (byte[] name : existingFamilies(dir)) {
                descriptors.add(new ColumnFamilyDescriptor(name, familyOptions));
            }
            RocksDB db = readOnly ? RocksDB.openReadOnly(dbOptions, dir.toString(), descriptors, handles)
                    : RocksDB.open(dbOptions, dir.toString(), descriptors, handles);
            return new OpenDatabase(db, cache, filter, familyOptions, dbOptions, handles);
        } catch (RocksDBException | RuntimeException e) {
            handles.forEach(ColumnFamilyHandle::close);
            dbOptions.close();
            familyOptions.close();
            cache.close();
            if (filter != null) {
                filter.close();
            }
            throw e instanceof RocksDBException r ? Errors.wrap("open " + dir, r)
                    : new EngineException("rocksdb: cannot open " + dir + ": " + e.getMessage(), e);
        }
    }

    /** Families of a database left in the directory (a reused data dir); just the default one for a new directory. */
    private static List<byte[]> existingFamilies(Path dir) throws RocksDBException {
        if (!Files.exists(dir.resolve("CURRENT"))) {
            return List.of(RocksDB.DEFAULT_COLUMN_FAMILY);
        }
        try (Options options = new Options()) {
            return RocksDB.listColumnFamilies(options, dir.toString());
        }
    }

    List<ColumnFamilyHandle> families() {
        return families;
    }

    /** The open family of that name, or null: families of an earlier run are found here and dropped by name. */
    ColumnFamilyHandle family(String name) {
        for (ColumnFamilyHandle h : families) {
            if (name(h).equals(name)) {
                return h;
            }
        }
        return null;
    }

    ColumnFamilyHandle createFamily(String name) {
        try {
            ColumnFamilyHandle h = db.createColumnFamily(
                    new ColumnFamilyDescriptor(name.getBytes(StandardCharsets.UTF_8), familyOptions));
            families.add(h);
            return h;
        } catch (RocksDBException e) {
            throw Errors.wrap("create column family " + name, e);
        }
    }

    void dropFamilies(List<ColumnFamilyHandle> handles) {
        if (handles.isEmpty()) {
            return;
        }
        try {
            db.dropColumnFamilies(handles);
        } catch (RocksDBException e) {
            throw Errors.wrap("drop column families", e);
        } finally {
            families.removeAll(handles);
            handles.forEach(ColumnFamilyHandle::close);
        }
    }

    static String name(ColumnFamilyHandle h) {
        try {
            return new String(h.getName(), StandardCharsets.UTF_8);
        } catch (RocksDBException e) {
            throw Errors.wrap("column family name", e);
        }
    }

    @Override
    public void close() {
        families.forEach(ColumnFamilyHandle::close);
        families.clear();
        db.close();
        dbOptions.close();
        familyOptions.close();
        cache.close();
        if (filter != null) {
            filter.close();
        }
    }
}
