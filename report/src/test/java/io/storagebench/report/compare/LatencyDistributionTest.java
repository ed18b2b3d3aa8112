package io.storagebench.report.compare;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.results.Latency;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class LatencyDistributionTest {
    private static Latency latency(long... micros) {
        Histogram h = new Histogram(3);
        for (long us : micros) {
            h.recordValue(us * 1000);
        }
        ByteBuffer buffer = ByteBuffer.allocate(h.getNeededByteBufferCapacity());
        int length = h.encodeIntoCompressedByteBuffer(buffer);
        return new Latency(h.getTotalCount(), 0, 0, Map.of(),
                Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length)));
    }

    @Test
    void bucketsHaveInclusiveUpperBoundsLikeTheReferenceAndEverythingAbove16sIsGt() {
        LatencyDistribution d = LatencyDistribution.of(List.of(
                latency(100, 256, 257, 1_000, 3_000, 20_000, 900_000, 5_000_000, 16_000_000, 20_000_000)));
        // <=256us: 100, 256; <=1ms: 257, 1000; <=4ms: 3000; <=16ms: none; <=64ms: 20000; <=256ms: none;
        // <=1s: 900000; <=4s: none; <=16s: 5e6, 16e6; gt: 20e6
        assertThat(d.bucketCounts()).containsExactly(2L, 2L, 1L, 0L, 1L, 0L, 1L, 0L, 2L, 1L);
        assertThat(d.count()).isEqualTo(10);
        assertThat(d.maxMicros()).isCloseTo(20_000_000, org.assertj.core.data.Offset.offset(20_000.0));
    }

    @Test
    void repeatsAreAddedUpBeforePercentilesAreTaken() {
        LatencyDistribution d = LatencyDistribution.of(List.of(latency(10, 10, 10), latency(1000)));
        assertThat(d.count()).isEqualTo(4);
        assertThat(d.percentileMicros(50)).isCloseTo(10, org.assertj.core.data.Offset.offset(0.1));
        assertThat(d.percentileMicros(99)).isCloseTo(1000, org.assertj.core.data.Offset.offset(1.0));
    }

    @Test
    void bundlesWithoutHistogramsHaveNoDistribution() {
        assertThat(LatencyDistribution.of(List.of(new Latency(5, 1, 1, Map.of(), "")))).isNull();
        assertThat(LatencyDistribution.of(List.of())).isNull();
    }
}
