package io.storagebench.ycsb;

import java.util.SplittableRandom;

/**
 * A YCSB number generator (YCSB's {@code NumberGenerator}): {@link #next} draws the next value from the caller's own
 * random generator, {@link #last} is the value drawn last, as YCSB's {@code lastValue}.
 */
interface KeyGenerator {
    long next(SplittableRandom random);

    long last();
}
