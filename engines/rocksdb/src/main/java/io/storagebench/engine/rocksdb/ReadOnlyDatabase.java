package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineConfig;
import java.nio.file.Path;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.RocksDB;
import org.rocksdb.Statistics;
import org.rocksdb.TickerType;

/**
 * The engine's data directory opened a second time, read-only, through the engine's own open path: the options are
 * the ones {@link RocksDbEngine} opens with for the same {@link EngineConfig} (block size, Bloom filter, an LRU cache
 * of the same size and shards, direct reads), each family found there, plain RocksJava on top. For a benchmark of
 * the engine's reads against raw RocksJava on the same SST files; the engine must be quiesced first and must not
 * write while this is open.
 */
public final class ReadOnlyDatabase implements AutoCloseable {
    private final Path dir;
    private final OpenDatabase database;
    /** Null when the engine's statistics option is off; closed after the database. */
    private final Statistics statistics;

    private ReadOnlyDatabase(Path dir, OpenDatabase database, Statistics statistics) {
        this.dir = dir;
        this.database = database;
        this.statistics = statistics;
    }

    /** Opens {@code config}'s data directory read-only with the options the engine builds for {@code config}. */
    public static ReadOnlyDatabase open(EngineConfig config) {
        EngineSettings settings = EngineSettings.from(config);
        RocksDB.loadLibrary();
        Statistics statistics = settings.statistics() ? new Statistics() : null;
        try {
            return new ReadOnlyDatabase(config.dataDir(),
                    OpenDatabase.openReadOnly(config.dataDir(), settings, statistics), statistics);
        } catch (RuntimeException e) {
            if (statistics != null) {
                statistics.close();
            }
            throw e;
        }
    }

    public RocksDB db() {
        return database.db;
    }

    /**
     * The column family that holds the table's rows (README.md, Mapping).
     *
     * @throws IllegalArgumentException when the directory has no such table
     */
    public ColumnFamilyHandle rows(String table) {
        ColumnFamilyHandle family = database.family(TableState.familyName(table));
        if (family == null) {
            throw new IllegalArgumentException("rocksdb: no table " + table + " in " + dir);
        }
        return family;
    }

    /** Block-cache misses since open; -1 when the engine's statistics option is off. */
    public long blockCacheMisses() {
        return statistics == null ? -1 : statistics.getTickerCount(TickerType.BLOCK_CACHE_MISS);
    }

    /** Closes the database, its handles and options, then the statistics. */
    @Override
    public void close() {
        database.close();
        if (statistics != null) {
            statistics.close();
        }
    }
}
