package io.storagebench.ycsb;

import java.util.SplittableRandom;

/** YCSB's UniformLongGenerator: {@code lb + |nextLong()| mod (ub - lb + 1)}. One thread's. */
final class Uniform implements KeyGenerator {
    private final long lower;
    private final long interval;
    private long last;

    Uniform(long lower, long upper) {
        this.lower = lower;
        this.interval = upper - lower + 1;
        if (interval < 1) {
            throw new IllegalArgumentException("empty range " + lower + ".." + upper);
        }
    }

    @Override
    public long next(SplittableRandom random) {
        last = Math.abs(random.nextLong()) % interval + lower;
        return last;
    }

    @Override
    public long last() {
        return last;
    }
}
