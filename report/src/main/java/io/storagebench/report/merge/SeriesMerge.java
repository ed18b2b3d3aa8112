package io.storagebench.report.merge;

import io.storagebench.results.Series;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Per-second series of several shards on one wall-clock time line. A shard samples at whole seconds after its own
 * step start (and once more at its end); each sample goes to the second of the merged step, counted from the earliest
 * shard's start, that its end is nearest to, so shards started some milliseconds apart add second to second.
 * Operations and rows are summed; p50, p99 and max are not additive: a merged second shows the highest of the
 * shards' values (exact for max, an upper bound for the percentiles, which per-second histograms would need).
 */
final class SeriesMerge {
    /** A shard's series and the seconds its step started after the merged step's start. */
    record Placed(Series series, double offsetSeconds) {
    }

    private SeriesMerge() {
    }

    private static final class Second {
        long ops;
        long rows;
        double p50;
        double p99;
        double max;
        boolean warmup;
        double end;
    }

    static Series merge(List<Placed> parts) {
        TreeMap<Integer, Second> seconds = new TreeMap<>();
        for (Placed p : parts) {
            Series s = p.series();
            if (s == null) {
                continue;
            }
            for (int i = 0; i < s.size(); i++) {
                double end = p.offsetSeconds() + s.seconds().get(i);
                Second m = seconds.computeIfAbsent(Math.max(1, (int) Math.round(end)), k -> new Second());
                m.ops += s.ops().get(i);
                m.rows += s.rows().get(i);
                m.p50 = Math.max(m.p50, s.p50Micros().get(i));
                m.p99 = Math.max(m.p99, s.p99Micros().get(i));
                m.max = Math.max(m.max, s.maxMicros().get(i));
                m.warmup |= s.warmup().get(i);
                m.end = Math.max(m.end, end);
            }
        }
        if (seconds.isEmpty()) {
            return Series.EMPTY;
        }
        int last = seconds.lastKey();
        List<Double> at = new ArrayList<>();
        List<Long> ops = new ArrayList<>();
        List<Long> rows = new ArrayList<>();
        List<Double> p50 = new ArrayList<>();
        List<Double> p99 = new ArrayList<>();
        List<Double> max = new ArrayList<>();
        List<Boolean> warmup = new ArrayList<>();
        for (int k = 1; k <= last; k++) {
            Second m = seconds.getOrDefault(k, new Second());
            // the last second ends where the last shard ended: usually a partial second, as one process's series
            at.add(k == last ? m.end : k);
            ops.add(m.ops);
            rows.add(m.rows);
            p50.add(m.p50);
            p99.add(m.p99);
            max.add(m.max);
            warmup.add(m.warmup);
        }
        return new Series(at, ops, rows, p50, p99, max, warmup);
    }

    /**
     * A metric's series (one value per second from its step's start) moved onto the merged time line, {@code weight}
     * times each value added into {@code into} (grown as needed).
     */
    static void addShifted(List<Double> into, List<Double> values, double offsetSeconds, double weight) {
        int shift = (int) Math.round(offsetSeconds);
        for (int i = 0; i < values.size(); i++) {
            int k = i + shift;
            while (into.size() <= k) {
                into.add(0.0);
            }
            into.set(k, into.get(k) + weight * values.get(i));
        }
    }
}
