package io.storagebench.tck.reference;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.NavigableMap;
import java.util.TreeMap;
import java.util.concurrent.locks.ReentrantLock;

/**
 * One table: rows by primary key in a sorted map, its secondary indexes, the auto-increment counter and a size
 * estimate. Every method requires {@link #lock()}: a single lock per table keeps it obviously consistent.
 *
 * <p>Mutations push their inverse on an undo log, so a statement or a transaction that fails half-way is undone.
 * Rows are never changed in place (an update replaces the array), which lets readers keep references to them.
 */
final class ReferenceTable {
    final TableSpec spec;
    final int pkPosition;
    private final ReentrantLock lock = new ReentrantLock();
    private final TreeMap<Object, Object[]> rows = new TreeMap<>(Values.ORDER);
    private final Map<String, ReferenceIndex> indexes = new LinkedHashMap<>();
    /** Highest key assigned or given; keys are assigned above it and it never goes back (gaps are allowed). */
    private long highestKey;
    private long sizeBytes;

    ReferenceTable(TableSpec spec) {
        this.spec = spec;
        this.pkPosition = spec.indexOf(spec.primaryKey());
    }

    void lock() {
        lock.lock();
    }

    void unlock() {
        lock.unlock();
    }

    /** Rows by primary key, read-only. */
    NavigableMap<Object, Object[]> rows() {
        checkLocked();
        return Collections.unmodifiableNavigableMap(rows);
    }

    Object[] row(Object pk) {
        checkLocked();
        return rows.get(pk);
    }

    ReferenceIndex index(String name) {
        checkLocked();
        ReferenceIndex index = indexes.get(name);
        if (index == null) {
            throw new EngineException("no index " + name + " on table " + spec.name());
        }
        return index;
    }

    Collection<ReferenceIndex> indexes() {
        checkLocked();
        return List.copyOf(indexes.values());
    }

    long sizeBytes() {
        checkLocked();
        return sizeBytes;
    }

    /** Builds an index over the rows already present. */
    void addIndex(IndexSpec indexSpec) {
        checkLocked();
        if (indexes.containsKey(indexSpec.name())) {
            throw new EngineException("index " + indexSpec.name() + " already exists on table " + spec.name());
        }
        ReferenceIndex index = new ReferenceIndex(indexSpec, spec);
        for (Object[] row : rows.values()) {
            index.add(row);
            sizeBytes += index.sizeOf(row);
        }
        indexes.put(indexSpec.name(), index);
    }

    /** Reserves {@code n} auto-increment keys above every key assigned or given so far. */
    long[] reserveKeys(int n) {
        checkLocked();
        long[] keys = new long[n];
        for (int i = 0; i < n; i++) {
            keys[i] = Values.integer(spec.column(spec.primaryKey()), highestKey + 1);
            highestKey = keys[i];
        }
        return keys;
    }

    /** Inserts a new row; a row with the same primary key is a duplicate-key error. */
    void insert(Object[] row, Deque<Runnable> undo) {
        checkLocked();
        Object pk = row[pkPosition];
        if (rows.containsKey(pk)) {
            throw new EngineException("duplicate primary key " + Values.show(pk) + " in table " + spec.name());
        }
        put(row);
        undo.push(() -> remove(row));
        if (pk instanceof Long key && key > highestKey) {
            highestKey = key;
        }
    }

    /** Inserts the row or replaces the row with the same primary key (key-value Put). */
    void upsert(Object[] row, Deque<Runnable> undo) {
        checkLocked();
        if (rows.containsKey(row[pkPosition])) {
            replace(row, undo);
        } else {
            insert(row, undo);
        }
    }

    /** Replaces the existing row with the same primary key, moving its index entries. */
    void replace(Object[] row, Deque<Runnable> undo) {
        checkLocked();
        Object[] old = rows.get(row[pkPosition]);
        remove(old);
        put(row);
        undo.push(() -> {
            remove(row);
            put(old);
        });
    }

    /** Deletes the row with this key; returns it, or null when there is none. */
    Object[] delete(Object pk, Deque<Runnable> undo) {
        checkLocked();
        Object[] old = rows.get(pk);
        if (old != null) {
            remove(old);
            undo.push(() -> put(old));
        }
        return old;
    }

    /** The first {@code n} primary keys at or above {@code fromKey}. */
    List<Object> keysFrom(Object fromKey, int n) {
        checkLocked();
        List<Object> keys = new ArrayList<>();
        for (Object key : rows.tailMap(fromKey, true).keySet()) {
            if (keys.size() >= n) {
                break;
            }
            keys.add(key);
        }
        return keys;
    }

    private void put(Object[] row) {
        rows.put(row[pkPosition], row);
        sizeBytes += rowSize(row);
        for (ReferenceIndex index : indexes.values()) {
            index.add(row);
            sizeBytes += index.sizeOf(row);
        }
    }

    private void remove(Object[] row) {
        rows.remove(row[pkPosition]);
        sizeBytes -= rowSize(row);
        for (ReferenceIndex index : indexes.values()) {
            index.remove(row);
            sizeBytes -= index.sizeOf(row);
        }
    }

    private static long rowSize(Object[] row) {
        long size = 16;
        for (Object value : row) {
            size += Values.sizeOf(value);
        }
        return size;
    }

    private void checkLocked() {
        if (!lock.isHeldByCurrentThread()) {
            throw new IllegalStateException("table " + spec.name() + " used without its lock");
        }
    }
}
