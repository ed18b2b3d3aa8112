package io.storagebench.report.merge;

import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.results.Latency;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeSet;
import org.HdrHistogram.Histogram;

/**
 * One actor's latency over all shards: the shards' HDR histograms added bucket by bucket and every figure read from
 * the sum, so the merged percentiles are those of one histogram that recorded every shard's values. Percentiles are
 * never averaged: when a shard's bundle carries no histogram, the merged latency keeps the exact count, mean and max
 * and has no percentiles.
 */
final class LatencyMerge {
    private LatencyMerge() {
    }

    /** The merged latency of the non-null {@code parts}, or null when there are none. */
    static Latency merge(List<Latency> parts) {
        List<Latency> present = parts.stream().filter(Objects::nonNull).toList();
        if (present.isEmpty()) {
            return null;
        }
        long count = present.stream().mapToLong(Latency::count).sum();
        double max = present.stream().mapToDouble(Latency::maxMicros).max().orElse(0);
        if (present.stream().anyMatch(l -> l.count() > 0 && (l.hdrHistogram() == null || l.hdrHistogram().isEmpty()))) {
            double sum = present.stream().mapToDouble(l -> l.meanMicros() * l.count()).sum();
            return new Latency(count, count == 0 ? 0 : sum / count, max, Map.of(), "");
        }
        Histogram merged = null;
        for (Latency l : present) {
            if (l.hdrHistogram() == null || l.hdrHistogram().isEmpty()) {
                continue;
            }
            Histogram h = LatencyDistribution.decode(l.hdrHistogram());
            if (merged == null) {
                merged = new Histogram(h.getNumberOfSignificantValueDigits());
            }
            merged.add(h);
        }
        if (merged == null) {
            return new Latency(count, 0, max, Map.of(), "");
        }
        return of(merged, percentiles(present));
    }

    /** The figures of a nanosecond histogram in microseconds, as the runner writes them, with the histogram. */
    static Latency of(Histogram nanos, List<String> percentiles) {
        long count = nanos.getTotalCount();
        Map<String, Double> values = new LinkedHashMap<>();
        for (String p : percentiles) {
            values.put(p, count == 0 ? 0.0 : nanos.getValueAtPercentile(Double.parseDouble(p)) / 1000.0);
        }
        ByteBuffer buffer = ByteBuffer.allocate(nanos.getNeededByteBufferCapacity());
        int length = nanos.encodeIntoCompressedByteBuffer(buffer);
        return new Latency(count, count == 0 ? 0 : nanos.getMean() / 1000.0,
                count == 0 ? 0 : nanos.getMaxValue() / 1000.0, values,
                Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length)));
    }

    /** Every percentile some shard reported, in increasing order. */
    private static List<String> percentiles(List<Latency> parts) {
        TreeSet<String> keys = new TreeSet<>(Comparator.comparingDouble(Double::parseDouble));
        parts.forEach(l -> keys.addAll(l.percentilesMicros().keySet()));
        return List.copyOf(keys);
    }
}
