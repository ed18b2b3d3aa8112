package io.storagebench.report.compare;

import io.storagebench.report.Defaults;
import io.storagebench.results.Latency;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;

/**
 * The response times of one actor in one step, over every repeat: the HDR histograms (nanoseconds) added up, then
 * the reference's buckets (share of responses at or below 256 us, 1 ms, ... 16 s, and above) and any percentile.
 */
public final class LatencyDistribution {
    private final Histogram nanos;

    private LatencyDistribution(Histogram nanos) {
        this.nanos = nanos;
    }

    /** The merged histogram, or null when no repeat has one (bundles written without, or nothing measured). */
    public static LatencyDistribution of(List<Latency> latencies) {
        Histogram sum = null;
        for (Latency l : latencies) {
            if (l.hdrHistogram() == null || l.hdrHistogram().isEmpty() || l.count() == 0) {
                continue;
            }
            Histogram h = decode(l.hdrHistogram());
            if (sum == null) {
                sum = new Histogram(h.getNumberOfSignificantValueDigits());
            }
            sum.add(h);
        }
        return sum == null || sum.getTotalCount() == 0 ? null : new LatencyDistribution(sum);
    }

    /** A histogram as bundles encode it (compressed, Base64). */
    public static Histogram decode(String base64) {
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(Base64.getDecoder().decode(base64)), 0);
        } catch (DataFormatException | IllegalArgumentException e) {
            throw new io.storagebench.results.BundleFormatException("a latency histogram cannot be decoded: "
                    + e.getMessage());
        }
    }

    public long count() {
        return nanos.getTotalCount();
    }

    /**
     * Counts per bucket of {@link Defaults#LATENCY_BUCKETS_MICROS} (inclusive upper bounds), then the count above the
     * last bound.
     */
    public List<Long> bucketCounts() {
        List<Long> out = new ArrayList<>();
        long below = 0;
        for (long bound : Defaults.LATENCY_BUCKETS_MICROS) {
            long upTo = nanos.getCountBetweenValues(0, bound * 1000);
            out.add(upTo - below);
            below = upTo;
        }
        out.add(nanos.getTotalCount() - below);
        return out;
    }

    /** A percentile in microseconds. */
    public double percentileMicros(double percentile) {
        return nanos.getValueAtPercentile(percentile) / 1000.0;
    }

    public double maxMicros() {
        return nanos.getMaxValue() / 1000.0;
    }
}
