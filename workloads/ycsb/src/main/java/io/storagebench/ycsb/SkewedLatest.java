package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * YCSB's SkewedLatestGenerator: a Zipfian over the keys acknowledged so far, counted back from the newest, so the
 * newest key is the most popular and zeta grows as inserts land. A draw is {@code max - zipf(max)} with max the
 * basis' last value, in [1, max]: key 0 is never drawn, as in YCSB. One thread's.
 */
final class SkewedLatest implements KeyGenerator {
    private final KeyGenerator basis;
    private final Zipfian zipfian;
    private long last;

    SkewedLatest(KeyGenerator basis) {
        this.basis = basis;
        this.zipfian = new Zipfian(0, basis.last() - 1);
    }

    @Override
    public long next(SplittableRandom random) {
        long max = basis.last();
        last = max - zipfian.next(random, max);
        return last;
    }

    @Override
    public long last() {
        return last;
    }
}
