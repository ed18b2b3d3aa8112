package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import java.util.Arrays;
import java.util.BitSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Striped row locks, keyed by table and encoded primary key, that keep concurrent read-modify-writes (update,
 * delete, delete-oldest, insert over an existing key) from corrupting secondary indexes: each reads the old row
 * to find its index entries, so two of them on one row must not interleave. Reads never lock.
 */
final class RowLocks {
    private final ReentrantLock[] stripes = new ReentrantLock[Defaults.LOCK_STRIPES];

    RowLocks() {
        for (int i = 0; i < stripes.length; i++) {
            stripes[i] = new ReentrantLock();
        }
    }

    static int stripe(TableState table, byte[] key) {
        int h = table.id * 0x9E3779B9 + Arrays.hashCode(key);
        h ^= h >>> 16;
        h *= 0x85EBCA6B;
        h ^= h >>> 13;
        return h & (Defaults.LOCK_STRIPES - 1);
    }

    /**
     * The stripes one session holds: until the end of the statement in autocommit, until commit or rollback
     * inside a transaction. Stripes of one statement are taken in ascending order, so statements cannot deadlock;
     * transactions can, and a wait longer than {@link Defaults#LOCK_WAIT_MILLIS} fails with a retryable error.
     */
    final class Held {
        private final BitSet held = new BitSet(Defaults.LOCK_STRIPES);
        private int[] wanted = new int[16];

        /** Locks the stripes of {@code count} keys of one table. */
        void lock(TableState table, byte[][] keys, int count) {
            if (wanted.length < count) {
                wanted = new int[Math.max(count, wanted.length * 2)];
            }
            for (int i = 0; i < count; i++) {
                wanted[i] = stripe(table, keys[i]);
            }
            Arrays.sort(wanted, 0, count);
            for (int i = 0; i < count; i++) {
                int s = wanted[i];
                if (!held.get(s)) {
                    acquire(s, table);
                    held.set(s);
                }
            }
        }

        private void acquire(int s, TableState table) {
            try {
                if (!stripes[s].tryLock(Defaults.LOCK_WAIT_MILLIS, TimeUnit.MILLISECONDS)) {
                    throw Errors.lockTimeout(table.name());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineException("rocksdb: interrupted waiting for a row lock on " + table.name(), e);
            }
        }

        void releaseAll() {
            for (int s = held.nextSetBit(0); s >= 0; s = held.nextSetBit(s + 1)) {
                stripes[s].unlock();
            }
            held.clear();
        }
    }
}
