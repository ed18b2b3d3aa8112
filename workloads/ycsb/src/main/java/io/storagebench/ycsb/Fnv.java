package io.storagebench.ycsb;

/** YCSB's {@code Utils.fnvhash64}: 64-bit FNV-1a over the long's 8 bytes, low byte first, then {@code Math.abs}. */
final class Fnv {
    private Fnv() {
    }

    static long hash64(long value) {
        long hash = Defaults.FNV_OFFSET_BASIS_64;
        long v = value;
        for (int i = 0; i < Long.BYTES; i++) {
            long octet = v & 0xFF;
            v >>= 8;
            hash ^= octet;
            hash *= Defaults.FNV_PRIME_64;
        }
        // Math.abs(Long.MIN_VALUE) stays negative: part of YCSB's definition, kept
        return Math.abs(hash);
    }
}
