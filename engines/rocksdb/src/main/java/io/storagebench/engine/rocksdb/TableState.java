package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowCodec;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.ReentrantLock;
import org.rocksdb.ColumnFamilyHandle;

/**
 * One table as the engine holds it in memory: its spec, its row column family ({@code t:<table>}), its secondary
 * indexes, the auto-increment counter and the lock that serialises DeleteOldest. Metadata is not persisted: each
 * run gets a fresh data directory.
 */
final class TableState {
    final TableSpec spec;
    final int id;
    /** Replaced by {@link #reopened} when the engine reopens the database; sessions read it when they prepare. */
    volatile ColumnFamilyHandle rows;
    final RowCodec codec;
    final boolean keyValue;
    private final AtomicLong lastKey;
    private final ReentrantLock deleteOldestLock = new ReentrantLock();
    /** Copy-on-write: writers read the list once per statement. */
    private volatile List<IndexState> indexes = List.of();
    private volatile boolean dropped;

    TableState(TableSpec spec, int id, ColumnFamilyHandle rows, long lastKey) {
        this.spec = spec;
        this.id = id;
        this.rows = rows;
        this.codec = new RowCodec(spec);
        this.keyValue = RowCodec.isKeyValueSpace(spec);
        this.lastKey = new AtomicLong(lastKey);
    }

    String name() {
        return spec.name();
    }

    static String familyName(String table) {
        return "t:" + table;
    }

    /** Table position of a column; an unknown name fails with a message naming table and column. */
    int column(String name) {
        for (int i = 0; i < spec.columns().size(); i++) {
            if (spec.columns().get(i).name().equals(name)) {
                return i;
            }
        }
        throw new EngineException("rocksdb: unknown column " + name + " in table " + spec.name());
    }

    ColumnSpec columnSpec(int position) {
        return spec.columns().get(position);
    }

    int keyColumn() {
        return codec.keyColumn();
    }

    List<IndexState> indexes() {
        return indexes;
    }

    IndexState index(String name) {
        for (IndexState i : indexes) {
            if (i.spec.name().equals(name)) {
                return i;
            }
        }
        throw new EngineException("rocksdb: unknown index " + name + " on table " + spec.name());
    }

    synchronized void addIndex(IndexState index) {
        List<IndexState> all = new ArrayList<>(indexes);
        all.add(index);
        indexes = List.copyOf(all);
    }

    /** Takes an index out of the list writers maintain (its build did not finish). */
    synchronized void removeIndex(IndexState index) {
        List<IndexState> all = new ArrayList<>(indexes);
        all.remove(index);
        indexes = List.copyOf(all);
    }

    /** Claims {@code n} consecutive auto-increment keys; returns the first. */
    long nextKeys(int n) {
        return lastKey.getAndAdd(n) + 1;
    }

    /** Moves the counter past a key an insert gave explicitly, as MySQL's auto-increment does. */
    void sawKey(long key) {
        lastKey.accumulateAndGet(key, Math::max);
    }

    void lockForDeleteOldest() {
        try {
            if (!deleteOldestLock.tryLock(Defaults.LOCK_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                throw Errors.lockTimeout(spec.name());
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("rocksdb: interrupted waiting for a lock on " + spec.name(), e);
        }
    }

    void unlockForDeleteOldest() {
        deleteOldestLock.unlock();
    }

    /** Looks up the handles of the row and index families again in a reopened database. */
    void reopened(OpenDatabase db) {
        rows = reopenedFamily(db, familyName(spec.name()));
        for (IndexState i : indexes) {
            i.family = reopenedFamily(db, IndexState.familyName(spec.name(), i.spec.name()));
        }
    }

    private static ColumnFamilyHandle reopenedFamily(OpenDatabase db, String name) {
        ColumnFamilyHandle h = db.family(name);
        if (h == null) {
            throw new EngineException("rocksdb: column family " + name + " is missing after reopening the database");
        }
        return h;
    }

    void markDropped() {
        dropped = true;
    }

    /** Prepared operations outlive a dropTable; this keeps them off closed native handles. */
    void ensureLive() {
        if (dropped) {
            throw new EngineException("rocksdb: table " + spec.name() + " was dropped");
        }
    }
}
