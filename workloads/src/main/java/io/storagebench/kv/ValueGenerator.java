package io.storagebench.kv;

import java.util.Arrays;
import java.util.SplittableRandom;

/**
 * db_bench's RandomGenerator: a pool of at least 1 MiB made of 100-byte pieces, each {@code compressionRatio}
 * random printable bytes repeated to 100 bytes, so a value compresses to about that ratio of its length; values
 * are slices of the pool at advancing offsets, wrapping to the start when the next slice would not fit.
 */
final class ValueGenerator {
    private final byte[] pool;
    private final int valueSize;
    private int position;

    ValueGenerator(SplittableRandom random, int valueSize, double compressionRatio) {
        this.valueSize = valueSize;
        this.pool = new byte[Math.max(Defaults.VALUE_POOL_BYTES, valueSize) + Defaults.VALUE_PIECE];
        int raw = Math.max(1, (int) (Defaults.VALUE_PIECE * compressionRatio));
        byte[] piece = new byte[raw];
        for (int at = 0; at < pool.length; at += Defaults.VALUE_PIECE) {
            for (int i = 0; i < raw; i++) {
                piece[i] = (byte) (' ' + random.nextInt(95)); // db_bench's RandomString: printable characters
            }
            for (int i = 0; i < Defaults.VALUE_PIECE && at + i < pool.length; i++) {
                pool[at + i] = piece[i % raw];
            }
        }
    }

    /** The next value: a new array, since an engine may keep what it is given. */
    byte[] next() {
        if (position + valueSize > pool.length) {
            position = 0;
        }
        byte[] value = Arrays.copyOfRange(pool, position, position + valueSize);
        position += valueSize;
        return value;
    }
}
