package io.storagebench.results;

import java.util.List;

/**
 * One sample per second per actor, column-wise: seconds since the step started (end of the interval), operations
 * and rows in the interval, and response-time p50, p99 and max in microseconds (0 when the interval had no
 * operation), and whether the interval was warmup.
 */
public record Series(List<Double> seconds, List<Long> ops, List<Long> rows, List<Double> p50Micros,
                     List<Double> p99Micros, List<Double> maxMicros, List<Boolean> warmup) {
    public Series {
        seconds = List.copyOf(seconds);
        ops = List.copyOf(ops);
        rows = List.copyOf(rows);
        p50Micros = List.copyOf(p50Micros);
        p99Micros = List.copyOf(p99Micros);
        maxMicros = List.copyOf(maxMicros);
        warmup = List.copyOf(warmup);
    }

    public static final Series EMPTY = new Series(List.of(), List.of(), List.of(), List.of(), List.of(), List.of(),
            List.of());

    public int size() {
        return seconds.size();
    }
}
