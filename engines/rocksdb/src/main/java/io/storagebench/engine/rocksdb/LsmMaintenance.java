package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineInterruptedException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ColumnFamilyMetaData;
import org.rocksdb.CompactRangeOptions;
import org.rocksdb.CompactionJobInfo;
import org.rocksdb.CompactionOptions;
import org.rocksdb.CompressionType;
import org.rocksdb.FlushOptions;
import org.rocksdb.LevelMetaData;
import org.rocksdb.RocksDBException;
import org.rocksdb.SstFileMetaData;

/**
 * Flushes, waits and manual compactions on the open database, as db_bench's {@code flush}, {@code
 * waitforcompaction}, {@code compact0} and {@code compact} do them. The waits poll RocksDB's properties rather than
 * block inside RocksDB, where an interrupt cannot reach, and stop within a poll of an interrupt.
 */
final class LsmMaintenance {
    private final OpenDatabase db;

    LsmMaintenance(OpenDatabase db) {
        this.db = db;
    }

    /** Asks for a flush of every memtable without waiting in RocksDB, then waits until no background work is left. */
    void flushAndWait() {
        try (FlushOptions fo = new FlushOptions().setWaitForFlush(false)) {
            db.db.flush(fo, db.families());
        } catch (RocksDBException e) {
            throw Errors.wrap("flush", e);
        }
        waitForCompaction();
    }

    /** Polls until no flush or compaction runs or is pending (immutable memtables count as a pending flush). */
    void waitForCompaction() {
        List<ColumnFamilyHandle> families = db.families();
        long deadline = System.nanoTime() + Defaults.QUIESCE_TIMEOUT_MILLIS * 1_000_000;
        while (!Thread.currentThread().isInterrupted() && busy(families)) {
            if (System.nanoTime() > deadline) {
                throw new EngineException("rocksdb: background work still running after "
                        + Defaults.QUIESCE_TIMEOUT_MILLIS / 1000 + " s of waiting");
            }
            try {
                Thread.sleep(Defaults.QUIESCE_POLL_MILLIS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        stopIfInterrupted("waiting for background work");
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

    /**
     * db_bench's {@code compact0}: per family, compacts every L0 file into the first non-empty level below (with
     * dynamic level bytes that need not be L1), or into the last level when L0 holds all the data. Automatic
     * compaction may hold one of the files; then it waits for that and tries again. A single CompactFiles cannot be
     * cancelled from Java, so an interrupt is seen between families.
     */
    void compactL0() {
        for (ColumnFamilyHandle family : db.families()) {
            for (int attempt = 1; !compactL0(family); attempt++) {
                if (attempt == Defaults.COMPACT_L0_ATTEMPTS) {
                    throw new EngineException("rocksdb: L0 of " + OpenDatabase.name(family) + " still busy after "
                            + attempt + " attempts to compact it");
                }
                waitForCompaction();
            }
            stopIfInterrupted("compacting L0");
        }
    }

    /** True when L0 of the family is empty afterwards; false when background compaction got in the way. */
    private boolean compactL0(ColumnFamilyHandle family) {
        ColumnFamilyMetaData meta = db.db.getColumnFamilyMetaData(family);
        List<String> l0 = new ArrayList<>();
        int next = meta.levels().size() - 1;
        for (LevelMetaData level : meta.levels()) {
            if (level.level() == 0) {
                level.files().forEach(f -> l0.add(f.fileName()));
            } else if (!level.files().isEmpty() && level.level() < next) {
                next = level.level();
            }
        }
        if (l0.isEmpty()) {
            return true;
        }
        if (meta.levels().get(0).files().stream().anyMatch(SstFileMetaData::beingCompacted)) {
            return false;
        }
        // DISABLE_COMPRESSION_OPTION: the output level's configured compression, not CompactionOptions' own
        try (CompactionOptions options = new CompactionOptions()
                .setCompression(CompressionType.DISABLE_COMPRESSION_OPTION)
                .setOutputFileSizeLimit(Defaults.TARGET_FILE_SIZE_BASE);
             CompactionJobInfo info = new CompactionJobInfo()) {
            db.db.compactFiles(options, family, l0, next, 0, info);
            return true;
        } catch (RocksDBException e) {
            // a file picked by automatic compaction between the look and the call
            return false;
        }
    }

    /**
     * db_bench's {@code compact}: rewrites each family's whole key range into its last level, forcing the bottommost
     * level through compaction too, so its files are written with the options now in force (filters or not). It runs
     * on a thread of its own so that an interrupt can cancel it through the CompactRangeOptions (on releases that
     * can: before 8.x the interrupt waits for the compaction to end).
     */
    void compactAll() {
        for (ColumnFamilyHandle family : db.families()) {
            try (CompactRangeOptions options = new CompactRangeOptions()
                    .setBottommostLevelCompaction(CompactRangeOptions.BottommostLevelCompaction.kForce)) {
                AtomicReference<RocksDBException> failure = new AtomicReference<>();
                Thread worker = new Thread(() -> {
                    try {
                        db.db.compactRange(family, null, null, options);
                    } catch (RocksDBException e) {
                        failure.set(e);
                    }
                }, "rocksdb-compact-range");
                worker.start();
                joinCancelling(worker, options);
                if (failure.get() != null) {
                    throw Errors.wrap("compact " + OpenDatabase.name(family), failure.get());
                }
            }
        }
    }

    private static void joinCancelling(Thread worker, CompactRangeOptions options) {
        boolean interrupted = false;
        while (worker.isAlive()) {
            try {
                worker.join();
            } catch (InterruptedException e) {
                interrupted = true;
                RocksApi.cancel(options);
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
            throw new EngineInterruptedException("rocksdb: compaction interrupted");
        }
    }

    private static void stopIfInterrupted(String what) {
        if (Thread.currentThread().isInterrupted()) {
            throw new EngineInterruptedException("rocksdb: interrupted " + what);
        }
    }
}
