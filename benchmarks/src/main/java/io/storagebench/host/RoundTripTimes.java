package io.storagebench.host;

import java.util.Arrays;

/**
 * The round trips of one ping-pong run, summarised: how many were timed, their median and 99th percentile in
 * microseconds (nearest rank, so every figure is a time that was measured).
 */
record RoundTripTimes(int count, double medianMicros, double p99Micros) {
    private static final double NANOS_PER_MICRO = 1_000.0;

    RoundTripTimes {
        if (count < 1) {
            throw new IllegalArgumentException("no round trip was timed");
        }
    }

    /** Summarises the first {@code count} entries of {@code nanos}; the array is sorted in place. */
    static RoundTripTimes of(long[] nanos, int count) {
        Arrays.sort(nanos, 0, count);
        return new RoundTripTimes(count, rank(nanos, count, 0.5), rank(nanos, count, 0.99));
    }

    private static double rank(long[] sorted, int count, double quantile) {
        int index = (int) Math.ceil(quantile * count) - 1;
        return sorted[Math.max(0, Math.min(count - 1, index))] / NANOS_PER_MICRO;
    }
}
