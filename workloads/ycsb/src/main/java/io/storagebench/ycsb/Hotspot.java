package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * YCSB's HotspotIntegerGenerator: the lowest {@code hotDataFraction} of lb..ub is the hot set and gets
 * {@code hotOpnFraction} of the draws, uniform within it; the rest go uniformly to the cold set. A fraction outside
 * [0, 1] becomes 0, swapped bounds are exchanged, as in YCSB. One thread's.
 */
final class Hotspot implements KeyGenerator {
    private final long lower;
    private final long hotInterval;
    private final long coldInterval;
    private final double hotOpnFraction;
    private long last;

    Hotspot(long lowerBound, long upperBound, double hotDataFraction, double hotOpnFraction) {
        double data = hotDataFraction < 0 || hotDataFraction > 1 ? 0 : hotDataFraction;
        double opn = hotOpnFraction < 0 || hotOpnFraction > 1 ? 0 : hotOpnFraction;
        long lb = Math.min(lowerBound, upperBound);
        long ub = Math.max(lowerBound, upperBound);
        this.lower = lb;
        long interval = ub - lb + 1;
        this.hotInterval = (int) (interval * data);
        this.coldInterval = interval - hotInterval;
        this.hotOpnFraction = opn;
    }

    @Override
    public long next(SplittableRandom random) {
        if (random.nextDouble() < hotOpnFraction && hotInterval > 0) {
            last = lower + Math.abs(random.nextLong()) % hotInterval;
        } else {
            last = lower + hotInterval + Math.abs(random.nextLong()) % coldInterval;
        }
        return last;
    }

    @Override
    public long last() {
        return last;
    }
}
