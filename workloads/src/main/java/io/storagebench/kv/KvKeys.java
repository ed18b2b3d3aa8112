package io.storagebench.kv;

import java.util.Arrays;

/**
 * db_bench's key format (GenerateKeyFromInt without prefixes): the key number as 8 big-endian bytes, then the
 * character '0' up to the key size, so unsigned byte order is number order and a scan walks keys in number order.
 */
final class KvKeys {
    private KvKeys() {
    }

    /** A new key for {@code number}. */
    static byte[] key(long number, int keySize) {
        byte[] key = new byte[keySize];
        Arrays.fill(key, Defaults.KEY_NUMBER_BYTES, keySize, Defaults.KEY_PAD);
        write(key, number);
        return key;
    }

    /** Rewrites the number of a key made by {@link #key}, for workers that reuse one key array per read. */
    static void write(byte[] key, long number) {
        for (int i = Defaults.KEY_NUMBER_BYTES - 1; i >= 0; i--) {
            key[i] = (byte) number;
            number >>>= 8;
        }
    }

    /** The key number of a key made by {@link #key}. */
    static long number(byte[] key) {
        long n = 0;
        for (int i = 0; i < Defaults.KEY_NUMBER_BYTES; i++) {
            n = (n << 8) | (key[i] & 0xFF);
        }
        return n;
    }
}
