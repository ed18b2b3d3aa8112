package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;

/**
 * A session's point reads and their reusable buffers: a value buffer filled by
 * {@code get(cf, ReadOptions, key, value)} (grown and retried when a value is larger), a pool of 8-byte key
 * arrays, and the lists {@code multiGetAsList} takes.
 */
final class RowReader {
    private final RocksDbSession session;
    private byte[] value = new byte[Defaults.VALUE_BUFFER_BYTES];
    private byte[][] keyPool = new byte[0][];
    private long[] distinct = new long[16];
    private final ArrayList<byte[]> keyList = new ArrayList<>();
    private final ArrayList<ColumnFamilyHandle> familyList = new ArrayList<>();

    RowReader(RocksDbSession session) {
        this.session = session;
    }

    /** The buffer the last {@link #get} or {@link #readRow} filled. */
    byte[] value() {
        return value;
    }

    /** Reads a value into {@link #value()}; returns its length or -1 when the key does not exist. */
    int get(ColumnFamilyHandle family, byte[] key) throws RocksDBException {
        int n = session.db.get(family, session.readOptions, key, value);
        while (n > value.length) {
            value = new byte[Math.max(n, value.length * 2)];
            n = session.db.get(family, session.readOptions, key, value);
        }
        return n == RocksDB.NOT_FOUND ? -1 : n;
    }

    /** {@link #get} for read-modify-writes: inside a transaction the transaction's own writes win. */
    int readRow(TableState t, byte[] key) throws RocksDBException {
        if (session.inTransaction()) {
            byte[] mine = session.pendingRow(t, key);
            if (mine == RocksDbSession.DELETED) {
                return -1;
            }
            if (mine != null) {
                if (mine.length > value.length) {
                    value = new byte[mine.length];
                }
                System.arraycopy(mine, 0, value, 0, mine.length);
                return mine.length;
            }
        }
        return get(t.rows, key);
    }

    /** The first {@code count} pooled 8-byte key arrays; stable until the statement ends. */
    byte[][] keys(int count) {
        if (keyPool.length < count) {
            byte[][] grown = Arrays.copyOf(keyPool, Math.max(count, keyPool.length * 2));
            for (int i = keyPool.length; i < grown.length; i++) {
                grown[i] = new byte[KeyCodec.LONG_KEY_BYTES];
            }
            keyPool = grown;
        }
        return keyPool;
    }

    /** Sorts and de-duplicates the first {@code count} keys into {@link #distinct()}; returns how many remain. */
    int distinct(long[] keys, int count) {
        if (distinct.length < count) {
            distinct = new long[Math.max(count, distinct.length * 2)];
        }
        System.arraycopy(keys, 0, distinct, 0, count);
        Arrays.sort(distinct, 0, count);
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (n == 0 || distinct[n - 1] != distinct[i]) {
                distinct[n++] = distinct[i];
            }
        }
        return n;
    }

    long[] distinct() {
        return distinct;
    }

    /** Batched MultiGet of {@code count} keys of one family; values in key order, null where missing. */
    List<byte[]> multiGet(ColumnFamilyHandle family, byte[][] keys, int count) throws RocksDBException {
        if (count == 0) {
            return List.of(); // RocksJava asserts on an empty key list
        }
        keyList.clear();
        familyList.clear();
        for (int i = 0; i < count; i++) {
            keyList.add(keys[i]);
            familyList.add(family);
        }
        return session.db.multiGetAsList(session.readOptions, familyList, keyList);
    }
}
