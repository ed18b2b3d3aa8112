package io.storagebench.report.merge;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.results.ActorResult;
import io.storagebench.results.Latency;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardBundles;
import java.util.List;
import java.util.stream.LongStream;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

class MergedLatencyIsOneHistogramOfEveryShardsValuesTest {
    /** Three shards that see different latencies: a fast one, a slower one, one with a few very slow queries. */
    static final long[] FAST = LongStream.rangeClosed(1, 1000).map(i -> 50 + i % 200).toArray();
    static final long[] SLOW = LongStream.rangeClosed(1, 600).map(i -> 400 + 3 * i).toArray();
    static final long[] OUTLIERS = LongStream.rangeClosed(1, 300).map(i -> i % 30 == 0 ? 250_000 + i : 120).toArray();

    @Test
    void countsPercentilesMeanAndMaxAreThoseOfOneHistogramThatRecordedAllValues() {
        ResultBundle merged = ShardMerge.merge(List.of(
                ShardBundles.shard("run-1", 0, 3, "a", 0, 3, FAST, 20, 100),
                ShardBundles.shard("run-1", 1, 3, "b", 0, 3, SLOW, 20, 100),
                ShardBundles.shard("run-1", 2, 3, "c", 0, 3, OUTLIERS, 20, 100)));
        Histogram all = new Histogram(3);
        for (long[] values : List.of(FAST, SLOW, OUTLIERS)) {
            for (long v : values) {
                all.recordValue(v * 1000);
            }
        }
        ActorResult query = merged.steps().get(0).actor("query");
        Latency latency = query.responseTime();

        assertThat(latency.count()).isEqualTo(all.getTotalCount()).isEqualTo(1900);
        for (String p : List.of("50", "90", "99", "99.9")) {
            assertThat(latency.percentilesMicros().get(p)).as("p" + p)
                    .isEqualTo(all.getValueAtPercentile(Double.parseDouble(p)) / 1000.0);
        }
        assertThat(latency.meanMicros()).isEqualTo(all.getMean() / 1000.0);
        assertThat(latency.maxMicros()).isEqualTo(all.getMaxValue() / 1000.0);
        Histogram decoded = LatencyDistribution.decode(latency.hdrHistogram());
        for (long[] values : List.of(FAST, SLOW, OUTLIERS)) {
            for (long v : values) {
                assertThat(decoded.getCountAtValue(v * 1000)).isEqualTo(all.getCountAtValue(v * 1000));
            }
        }
        assertThat(decoded.getTotalCount()).isEqualTo(all.getTotalCount());
        assertThat(query.ops()).isEqualTo(1900);
    }

    @Test
    void averagingTheShardsPercentilesWouldGiveAnotherP99() {
        List<ResultBundle> shards = List.of(ShardBundles.shard("run-1", 0, 3, "a", 0, 3, FAST, 20, 100),
                ShardBundles.shard("run-1", 1, 3, "b", 0, 3, SLOW, 20, 100),
                ShardBundles.shard("run-1", 2, 3, "c", 0, 3, OUTLIERS, 20, 100));
        double averaged = shards.stream().mapToDouble(b -> b.steps().get(0).actor("query").responseTime()
                .percentilesMicros().get("99")).average().orElseThrow();
        double merged = ShardMerge.merge(shards).steps().get(0).actor("query").responseTime().percentilesMicros()
                .get("99");
        assertThat(merged).isNotEqualTo(averaged);
    }

    @Test
    void aShardWithoutHistogramLeavesExactCountMeanAndMaxButNoPercentiles() {
        Latency withHistogram = ShardBundles.latency(new long[] {100, 300});
        Latency without = new Latency(2, 200, 250, java.util.Map.of("50", 150.0), "");
        Latency merged = LatencyMerge.merge(List.of(withHistogram, without));
        assertThat(merged.count()).isEqualTo(4);
        assertThat(merged.meanMicros()).isEqualTo((withHistogram.meanMicros() * 2 + 200 * 2) / 4);
        assertThat(merged.maxMicros()).isEqualTo(Math.max(withHistogram.maxMicros(), 250));
        assertThat(merged.percentilesMicros()).isEmpty();
        assertThat(merged.hdrHistogram()).isEmpty();
    }
}
