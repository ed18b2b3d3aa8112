package io.storagebench.engine.rocksdb;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.FlushOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;

/**
 * Embedded RocksDB for one run. Thread-safe: DDL is serialised by the {@link Catalog}, sessions are independent,
 * {@link #storageStats()} only reads properties and tickers. Every capability is implemented (see README.md for
 * how each shape maps onto key-value pairs).
 */
public final class RocksDbEngine implements Engine {
    private final OpenDatabase db;
    private final EngineSettings settings;
    private final Path dataDir;
    private final Catalog catalog;
    private final RowLocks locks = new RowLocks();
    private final EngineIdentity identity;
    private final Set<RocksDbSession> sessions = ConcurrentHashMap.newKeySet();
    private volatile boolean closed;

    private RocksDbEngine(OpenDatabase db, EngineSettings settings, Path dataDir) {
        this.db = db;
        this.settings = settings;
        this.dataDir = dataDir;
        this.catalog = new Catalog(db, settings.sync());
        this.identity = new EngineIdentity(RocksDbEngineProvider.NAME, "RocksDB", RocksDB.rocksdbVersion().toString(),
                "", settings.configuration());
    }

    static RocksDbEngine open(Path dataDir, EngineSettings settings) {
        return new RocksDbEngine(OpenDatabase.open(dataDir, settings), settings, dataDir);
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

    /**
     * Asks for a flush of every memtable, then polls until no flush or compaction runs or is pending. The flush is not
     * waited for inside RocksDB, where an interrupt cannot reach: the poll sees it through the immutable memtables, and
     * stops within a poll of an interrupt.
     */
    @Override
    public void quiesce() {
        ensureOpen();
        List<ColumnFamilyHandle> families = db.families();
        try (FlushOptions fo = new FlushOptions().setWaitForFlush(false)) {
            db.db.flush(fo, families);
        } catch (RocksDBException e) {
            throw Errors.wrap("flush", e);
        }
        long deadline = System.nanoTime() + Defaults.QUIESCE_TIMEOUT_MILLIS * 1_000_000;
        while (!Thread.currentThread().isInterrupted() && busy(families)) {
            if (System.nanoTime() > deadline) {
                throw new EngineException("rocksdb: background work still running after "
                        + Defaults.QUIESCE_TIMEOUT_MILLIS / 1000 + " s of quiesce");
            }
            try {
                Thread.sleep(Defaults.QUIESCE_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        if (Thread.currentThread().isInterrupted()) {
            throw new EngineInterruptedException("rocksdb: quiesce interrupted");
        }
    }

    private boolean busy(List<ColumnFamilyHandle> families) {
        try {
            return db.db.getLongProperty("rocksdb.num-running-compactions") > 0
                    || db.db.getLongProperty("rocksdb.num-running-flushes") > 0
                    || StatsReader.sum(db, families, "rocksdb.num-immutable-mem-table") > 0
                    || StatsReader.sum(db, families, "rocksdb.compaction-pending") > 0
                    || StatsReader.sum(db, families, "rocksdb.mem-table-flush-pending") > 0;
        } catch (RocksDBException e) {
            throw Errors.wrap("read background work", e);
        }
    }

    @Override
    public StorageStats storageStats() {
        ensureOpen();
        return StatsReader.read(db, catalog.tables());
    }

    /** RocksDB's info log, with its options, compaction events and periodic statistics dumps. */
    @Override
    public List<Path> logFiles() {
        return List.of(dataDir.resolve("LOG"));
    }

    @Override
    public WatchTargets watchTargets() {
        return new WatchTargets(true, List.of(), Optional.of(dataDir));
    }

    void ensureOpen() {
        if (closed) {
            throw new EngineException("rocksdb: engine is closed");
        }
    }

    /** Closes sessions left open (their iterators and options), then the database and its options. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        for (RocksDbSession s : List.copyOf(sessions)) {
            s.close();
        }
        db.close();
    }
}
