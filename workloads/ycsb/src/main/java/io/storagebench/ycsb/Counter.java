package io.storagebench.ycsb;

import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicLong;

/** YCSB's CounterGenerator: shared by every thread; next is fetch-and-increment, last is the counter minus one. */
class Counter implements KeyGenerator {
    private final AtomicLong counter;

    Counter(long start) {
        counter = new AtomicLong(start);
    }

    @Override
    public long next(SplittableRandom random) {
        return counter.getAndIncrement();
    }

    @Override
    public long last() {
        return counter.get() - 1;
    }
}
