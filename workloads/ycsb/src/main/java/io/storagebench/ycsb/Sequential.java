package io.storagebench.ycsb;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/** YCSB's SequentialGenerator: shared; start + (counter++ mod the interval's size), over start..end. */
final class Sequential implements KeyGenerator {
    private final AtomicLong counter;
    private final long start;
    private final long interval;
    private volatile long last;

    Sequential(long start, long end) {
        this.start = start;
        this.interval = end - start + 1;
        this.counter = new AtomicLong(start);
    }

    @Override
    public long next(SplittableRandom random) {
        long ret = start + counter.getAndIncrement() % interval;
        last = ret;
        return ret;
    }

    @Override
    public long last() {
        return last;
    }
}
