package io.storagebench.engine.rocksdb;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.locks.Lock;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.rocksdb.RocksDB;
import org.rocksdb.Statistics;

/**
 * Embedded RocksDB for one run. Thread-safe: DDL is serialised by the {@link Catalog}, sessions are independent,
 * {@link #storageStats()} only reads properties and tickers. Every capability is implemented (see README.md for
 * how each shape maps onto key-value pairs).
 *
 * <p>{@link #reopen()} replaces the {@link OpenDatabase} (block cache, table readers, handles) under a write lock
 * that {@link #storageStats()} only tries: a probe asking while the database is closed gets the sizes read last
 * with the current tickers, which live in the engine's {@link Statistics} and stay cumulative across reopens.
 */
public final class RocksDbEngine implements Engine {
    private volatile OpenDatabase db;
    /** Null when the statistics option is off; closed after the database. */
    private final Statistics statistics;
    private final EngineSettings settings;
    private final Path dataDir;
    private final Catalog catalog;
    private final RowLocks locks = new RowLocks();
    private final EngineIdentity identity;
    private final Set<RocksDbSession> sessions = ConcurrentHashMap.newKeySet();
    /** Read: a use of the native database from outside a session (stats). Write: reopen and close. */
    private final ReentrantReadWriteLock swap = new ReentrantReadWriteLock();
    private volatile StorageStats lastStats;
    private volatile boolean closed;

    private RocksDbEngine(OpenDatabase db, Statistics statistics, EngineSettings settings, Path dataDir) {
        this.db = db;
        this.statistics = statistics;
        this.settings = settings;
        this.dataDir = dataDir;
        this.catalog = new Catalog(db, settings.sync());
        this.identity = new EngineIdentity(RocksDbEngineProvider.NAME, "RocksDB", RocksDB.rocksdbVersion().toString(),
                "", settings.configuration());
    }

    static RocksDbEngine open(Path dataDir, EngineSettings settings) {
        if (settings.directIo()) {
            DirectIoCheck.require(dataDir);
        }
        RocksDB.loadLibrary();
        Statistics statistics = settings.statistics() ? new Statistics() : null;
        try {
            OpenDatabase db = OpenDatabase.open(dataDir, settings, statistics, settings.optimizeFiltersForHits());
            return new RocksDbEngine(db, statistics, settings, dataDir);
        } catch (RuntimeException e) {
            if (statistics != null) {
                statistics.close();
            }
            throw e;
        }
    }

    /** The open database, for tests in this package. */
    OpenDatabase database() {
        return db;
    }

    @Override
    public EngineIdentity identity() {
        return identity;
    }

    @Override
    public Set<Capability> capabilities() {
        return EnumSet.allOf(Capability.class);
    }

    @Override
    public void createTable(TableSpec table) {
        ensureOpen();
        catalog.createTable(table);
    }

    @Override
    public void dropTable(String table) {
        ensureOpen();
        catalog.dropTable(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        ensureOpen();
        catalog.createIndex(index);
    }

    @Override
    public Session openSession() {
        ensureOpen();
        RocksDbSession s = new RocksDbSession(this, db.db, catalog, locks, settings.sync());
        sessions.add(s);
        return s;
    }

    void sessionClosed(RocksDbSession s) {
        sessions.remove(s);
    }

    /** Flushes every memtable and waits until no flush or compaction runs or is pending. */
    @Override
    public void quiesce() {
        ensureOpen();
        new LsmMaintenance(db).flushAndWait();
    }

    /**
     * Does what db_bench's step of that name does. {@link Maintenance#COMPACT_WITHOUT_FILTERS} reopens the database
     * with optimize_filters_for_hits on before compacting, so the last level is rewritten without filter blocks;
     * files written after it have none in the last level either, until the next {@link #reopen()} returns to the
     * {@code optimize-filters-for-hits} option. The files it wrote stay without filters.
     */
    @Override
    public void maintain(Maintenance action) {
        ensureOpen();
        switch (action) {
            case FLUSH_MT_L0 -> {
                LsmMaintenance m = new LsmMaintenance(db);
                m.flushAndWait();
                m.compactL0();
                m.waitForCompaction();
            }
            case WAIT_FOR_COMPACTION -> new LsmMaintenance(db).waitForCompaction();
            case COMPACT -> compactAll();
            case COMPACT_WITHOUT_FILTERS -> {
                reopen(true);
                compactAll();
            }
        }
    }

    private void compactAll() {
        LsmMaintenance m = new LsmMaintenance(db);
        m.flushAndWait();
        m.compactAll();
        m.waitForCompaction();
    }

    /**
     * Closes and opens the database again: a new, empty block cache, every table file opened again, the memtables
     * recovered from the WAL. The tables keep their families, counters and indexes; the statistics carry on.
     */
    @Override
    public void reopen() {
        reopen(settings.optimizeFiltersForHits());
    }

    private void reopen(boolean filtersForHits) {
        ensureOpen();
        if (!sessions.isEmpty()) {
            throw new EngineException("rocksdb: reopen with " + sessions.size() + " session(s) still open");
        }
        Lock write = swap.writeLock();
        write.lock();
        try {
            ensureOpen();
            db.close();
            try {
                db = OpenDatabase.open(dataDir, settings, statistics, filtersForHits);
            } catch (RuntimeException e) {
                // nothing is open any more: only close() is left to do
                closed = true;
                throw e;
            }
            catalog.reopened(db);
        } finally {
            write.unlock();
        }
    }

    @Override
    public StorageStats storageStats() {
        ensureOpen();
        Lock read = swap.readLock();
        if (!read.tryLock()) {
            StorageStats last = lastStats;
            if (last != null) {
                return StatsReader.withCurrentTickers(last, statistics);
            }
            read.lock();
        }
        try {
            ensureOpen();
            StorageStats stats = StatsReader.read(db, catalog.tables(), statistics);
            lastStats = stats;
            return stats;
        } finally {
            read.unlock();
        }
    }

    /** RocksDB's info log, with its options, compaction events and periodic statistics dumps. */
    @Override
    public List<Path> logFiles() {
        return List.of(dataDir.resolve("LOG"));
    }

    @Override
    public WatchTargets watchTargets() {
        return WatchTargets.embedded(dataDir);
    }

    void ensureOpen() {
        if (closed) {
            throw new EngineException("rocksdb: engine is closed");
        }
    }

    /** Closes sessions left open (their iterators and options), then the database and its options, then statistics. */
    @Override
    public synchronized void close() {
        Lock write = swap.writeLock();
        write.lock();
        try {
            if (db == null) {
                return;
            }
            boolean open = !closed;
            closed = true;
            for (RocksDbSession s : List.copyOf(sessions)) {
                s.close();
            }
            if (open) {
                db.close();
            }
            db = null;
            if (statistics != null) {
                statistics.close();
            }
        } finally {
            write.unlock();
        }
    }
}
