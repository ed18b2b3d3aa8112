package io.storagebench.runner;

import io.storagebench.results.Latency;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.Map;
import org.HdrHistogram.Histogram;

/** Turns a nanosecond HdrHistogram into a result {@link Latency}: figures in microseconds plus the encoded histogram. */
final class LatencySummary {
    private LatencySummary() {
    }

    static Latency of(Histogram nanos) {
        long count = nanos.getTotalCount();
        Map<String, Double> percentiles = new LinkedHashMap<>();
        for (String p : Defaults.PERCENTILES) {
            percentiles.put(p, count == 0 ? 0.0 : nanos.getValueAtPercentile(Double.parseDouble(p)) / 1000.0);
        }
        return new Latency(count, count == 0 ? 0 : nanos.getMean() / 1000.0,
                count == 0 ? 0 : nanos.getMaxValue() / 1000.0, percentiles, encode(nanos));
    }

    /** The histogram compressed with HdrHistogram's own encoding, in Base64: any tool with HdrHistogram decodes it. */
    static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }
}
