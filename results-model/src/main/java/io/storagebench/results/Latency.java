package io.storagebench.results;

import java.util.Map;

/**
 * A latency distribution in microseconds: count, mean, max and percentiles ({@code "50"}, {@code "90"},
 * {@code "99"}, {@code "99.9"}, ...), plus the whole HdrHistogram (nanosecond values, compressed, Base64) so
 * reports can compute any other figure or bucket.
 */
public record Latency(long count, double meanMicros, double maxMicros, Map<String, Double> percentilesMicros,
                      String hdrHistogram) {
    public Latency {
        percentilesMicros = Map.copyOf(percentilesMicros);
    }
}
