package io.storagebench.runner;

import io.storagebench.results.Series;
import java.util.ArrayList;
import java.util.List;

/** Builds one actor's {@link Series} a sample at a time; grows by one entry per second, never per operation. */
final class SeriesColumns {
    private final List<Double> seconds = new ArrayList<>();
    private final List<Long> ops = new ArrayList<>();
    private final List<Long> rows = new ArrayList<>();
    private final List<Double> p50 = new ArrayList<>();
    private final List<Double> p99 = new ArrayList<>();
    private final List<Double> max = new ArrayList<>();
    private final List<Boolean> warmup = new ArrayList<>();

    void add(double atSeconds, long intervalOps, long intervalRows, double p50Micros, double p99Micros,
             double maxMicros, boolean inWarmup) {
        seconds.add(atSeconds);
        ops.add(intervalOps);
        rows.add(intervalRows);
        p50.add(p50Micros);
        p99.add(p99Micros);
        max.add(maxMicros);
        warmup.add(inWarmup);
    }

    int size() {
        return seconds.size();
    }

    long lastOps() {
        return ops.get(ops.size() - 1);
    }

    long lastRows() {
        return rows.get(rows.size() - 1);
    }

    /** Drops the last sample, to replace it with an amended one. */
    void removeLast() {
        int last = seconds.size() - 1;
        seconds.remove(last);
        ops.remove(last);
        rows.remove(last);
        p50.remove(last);
        p99.remove(last);
        max.remove(last);
        warmup.remove(last);
    }

    Series toSeries() {
        return new Series(seconds, ops, rows, p50, p99, max, warmup);
    }
}
