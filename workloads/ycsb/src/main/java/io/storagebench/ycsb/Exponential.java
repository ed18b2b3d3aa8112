package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * YCSB's ExponentialGenerator: {@code -ln(u) / gamma} with gamma = -ln(1 - percentile/100) / range, so
 * {@code percentile}% of the draws fall below {@code range}. CoreWorkload subtracts a draw from the newest key.
 */
final class Exponential implements KeyGenerator {
    private final double gamma;
    private long last;

    Exponential(double percentile, double range) {
        this.gamma = -Math.log(1.0 - percentile / 100.0) / range;
    }

    @Override
    public long next(SplittableRandom random) {
        last = (long) (-Math.log(random.nextDouble()) / gamma);
        return last;
    }

    @Override
    public long last() {
        return last;
    }
}
