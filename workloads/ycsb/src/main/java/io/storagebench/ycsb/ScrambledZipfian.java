package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * YCSB's ScrambledZipfianGenerator: a Zipfian rank over 0..10^10 (theta 0.99, YCSB's precomputed zeta), hashed with
 * FNV-1a onto min..max, so the popular items are scattered over the range and no zeta is summed. The hottest item is
 * {@code min + fnvhash64(0) mod itemcount}. One thread's.
 */
final class ScrambledZipfian implements KeyGenerator {
    private final long min;
    private final long itemCount;
    private final Zipfian ranks = new Zipfian(0, Defaults.SCRAMBLED_ITEM_COUNT, Defaults.ZIPFIAN_CONSTANT,
            Defaults.SCRAMBLED_ZETAN);
    private long last;

    ScrambledZipfian(long min, long max) {
        this.min = min;
        this.itemCount = max - min + 1;
    }

    @Override
    public long next(SplittableRandom random) {
        last = min + Fnv.hash64(ranks.next(random)) % itemCount;
        return last;
    }

    @Override
    public long last() {
        return last;
    }
}
