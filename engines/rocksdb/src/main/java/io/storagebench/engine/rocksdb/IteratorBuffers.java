package io.storagebench.engine.rocksdb;

import org.rocksdb.RocksIterator;

/**
 * Reusable key and value buffers for iterators: {@code key(byte[])} and {@code value(byte[])} copy into them
 * instead of allocating per call (through {@link RocksApi}, which copies the older way on releases without them), and
 * grow (then re-read) when an entry is larger.
 */
final class IteratorBuffers {
    byte[] key = new byte[Defaults.KEY_BUFFER_BYTES];
    byte[] value = new byte[Defaults.VALUE_BUFFER_BYTES];

    /** Copies the current key into {@link #key}; returns its length. */
    int key(RocksIterator it) {
        int len = RocksApi.key(it, key);
        if (len > key.length) {
            key = new byte[Math.max(len, key.length * 2)];
            len = RocksApi.key(it, key);
        }
        return len;
    }

    /** Copies the current value into {@link #value}; returns its length. */
    int value(RocksIterator it) {
        int len = RocksApi.value(it, value);
        if (len > value.length) {
            value = new byte[Math.max(len, value.length * 2)];
            len = RocksApi.value(it, value);
        }
        return len;
    }
}
