package io.storagebench.kv;

import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of an interleaved step: which side reads in each slice, and the efficiency from the device reads
 * each slice counted. Slices come in rounds of two, the order swapped each round (baseline, engine, engine,
 * baseline, baseline, engine, ...), so a device whose speed drifts during the step favours neither side. Each
 * engine slice is set against the baseline slices beside it: its reads per second over theirs (their mean when it
 * has one on either side), one ratio per engine slice; the efficiency is the median of those ratios, which a slice
 * disturbed by another tenant moves little.
 */
final class Slices {
    private Slices() {
    }

    /** The two sides that take turns. */
    enum Side { BASELINE, ENGINE }

    /**
     * One measured slice: the device reads completed during it and how long it was counted, its warmup excluded.
     */
    record Slice(Side side, long reads, long nanos) {
        double perSecond() {
            return nanos <= 0 ? 0 : reads * 1e9 / nanos;
        }
    }

    /** The median of the per-pair ratios, their range, and how many there are. */
    record Summary(double median, double min, double max, int pairs) {
        /** The wider side of the range around the median, as a fraction of it: 0.05 is ±5%. */
        double spread() {
            return median <= 0 ? Double.POSITIVE_INFINITY : Math.max(max / median - 1, 1 - min / median);
        }
    }

    /** The side that reads in slice {@code i} (from 0): B E, then E B, then B E, ... */
    static Side side(int i) {
        boolean baselineFirst = (i / 2) % 2 == 0;
        boolean first = i % 2 == 0;
        return first == baselineFirst ? Side.BASELINE : Side.ENGINE;
    }

    /**
     * One ratio per engine slice that has a baseline slice beside it which read something: the engine slice's reads
     * per second over the mean of its neighbours' on the baseline side.
     */
    static List<Double> ratios(List<Slice> slices) {
        List<Double> ratios = new ArrayList<>();
        for (int i = 0; i < slices.size(); i++) {
            if (slices.get(i).side() != Side.ENGINE) {
                continue;
            }
            double sum = 0;
            int beside = 0;
            for (int j : new int[] {i - 1, i + 1}) {
                if (j >= 0 && j < slices.size() && slices.get(j).side() == Side.BASELINE) {
                    sum += slices.get(j).perSecond();
                    beside++;
                }
            }
            if (beside > 0 && sum > 0) {
                ratios.add(slices.get(i).perSecond() / (sum / beside));
            }
        }
        return ratios;
    }

    /** The ratios' median (the mean of the middle two of an even count), range and count; null when none. */
    static Summary summary(List<Double> ratios) {
        if (ratios.isEmpty()) {
            return null;
        }
        List<Double> sorted = ratios.stream().sorted().toList();
        int n = sorted.size();
        double median = n % 2 == 1 ? sorted.get(n / 2) : (sorted.get(n / 2 - 1) + sorted.get(n / 2)) / 2;
        return new Summary(median, sorted.get(0), sorted.get(n - 1), n);
    }

    /** The reads per second of one side over all its slices together: reads summed over time summed. */
    static double wholeRate(List<Slice> slices, Side side) {
        long reads = 0;
        long nanos = 0;
        for (Slice s : slices) {
            if (s.side() == side) {
                reads += s.reads();
                nanos += s.nanos();
            }
        }
        return nanos <= 0 ? 0 : reads * 1e9 / nanos;
    }
}
