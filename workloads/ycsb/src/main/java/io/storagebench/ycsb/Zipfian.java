package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * YCSB's ZipfianGenerator, after Gray et al., "Quickly Generating Billion-Record Synthetic Databases" (SIGMOD 1994):
 * item min is the most popular, then min+1, and so on, with constant theta (0.99). zeta(n) is summed at construction;
 * a draw with a larger item count adds the missing terms and recomputes eta, keeping the constructor's item count in
 * eta's (2/n) term as YCSB does; a smaller count is ignored. As in YCSB, a draw of min or min+1 leaves {@link #last}
 * as it was. One thread's.
 */
final class Zipfian implements KeyGenerator {
    private final long items;
    private final long base;
    private final double theta;
    private final double alpha;
    private final double zeta2theta;
    private double zetan;
    private double eta;
    private long countForZeta;
    private long last;

    /** Items min..max with theta 0.99, zeta summed here. */
    Zipfian(long min, long max) {
        this(min, max, Defaults.ZIPFIAN_CONSTANT, zeta(0, max - min + 1, Defaults.ZIPFIAN_CONSTANT, 0));
    }

    /** Items min..max with a known zeta(n, theta). */
    Zipfian(long min, long max, double theta, double zetan) {
        this.items = max - min + 1;
        this.base = min;
        this.theta = theta;
        this.alpha = 1.0 / (1.0 - theta);
        this.zetan = zetan;
        this.countForZeta = items;
        this.zeta2theta = zeta(0, 2, theta, 0);
        this.eta = (1 - Math.pow(2.0 / items, 1 - theta)) / (1 - zeta2theta / zetan);
    }

    /** zeta from the sum over the first {@code from} items, {@code sum}, up to {@code n} items. */
    static double zeta(long from, long n, double theta, double sum) {
        double s = sum;
        for (long i = from; i < n; i++) {
            s += 1 / Math.pow(i + 1, theta);
        }
        return s;
    }

    /** A draw over the first {@code itemCount} items (0-based from min). */
    long next(SplittableRandom random, long itemCount) {
        if (itemCount > countForZeta) {
            zetan = zeta(countForZeta, itemCount, theta, zetan);
            countForZeta = itemCount;
            eta = (1 - Math.pow(2.0 / items, 1 - theta)) / (1 - zeta2theta / zetan);
        }
        double u = random.nextDouble();
        double uz = u * zetan;
        if (uz < 1.0) {
            return base;
        }
        if (uz < 1.0 + Math.pow(0.5, theta)) {
            return base + 1;
        }
        long ret = base + (long) (itemCount * Math.pow(eta * u - eta + 1, alpha));
        last = ret;
        return ret;
    }

    @Override
    public long next(SplittableRandom random) {
        return next(random, items);
    }

    @Override
    public long last() {
        return last;
    }
}
