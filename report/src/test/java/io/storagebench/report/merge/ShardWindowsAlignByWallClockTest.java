package io.storagebench.report.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.ActorResult;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.Series;
import io.storagebench.results.ShardBundles;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/** Shards whose steps started 0, 3 and 250 ms after one another: rates over the span, series second by second. */
class ShardWindowsAlignByWallClockTest {
    static final long[] A = LongStream.rangeClosed(1, 300).toArray();
    static final long[] B = LongStream.rangeClosed(1, 600).toArray();
    static final long[] C = LongStream.rangeClosed(1, 900).toArray();

    private static StepResult merged() {
        return ShardMerge.merge(List.of(ShardBundles.shard("run-1", 0, 3, "a", 0, 3, A, 20, 100),
                ShardBundles.shard("run-1", 1, 3, "b", 3, 3, B, 20, 100),
                ShardBundles.shard("run-1", 2, 3, "c", 250, 3, C, 20, 100))).steps().get(0);
    }

    @Test
    void theMergedWindowSpansFromTheFirstShardsEndOfWarmupToTheLastShardsEnd() {
        StepResult step = merged();
        assertThat(step.startedAt()).isEqualTo(ShardBundles.START.toString());
        assertThat(step.warmupSeconds()).isEqualTo(1.0);
        assertThat(step.elapsedSeconds()).isCloseTo(4.25, within(1e-9));
        assertThat(step.measuredSeconds()).isCloseTo(3.25, within(1e-9));
    }

    @Test
    void countsAreSummedAndRatesAreOverTheSpan() {
        StepResult step = merged();
        ActorResult query = step.actor("query");
        assertThat(query.ops()).isEqualTo(1800);
        assertThat(query.warmupOps()).isEqualTo(3 * ShardBundles.WARMUP_QUERIES);
        assertThat(query.threads()).isEqualTo(3);
        assertThat(query.opsPerSecond()).isCloseTo(1800 / 3.25, within(1e-9));
        assertThat(step.headline().value()).isCloseTo(1800 / 3.25, within(1e-9));
        assertThat(step.headline().wholeStepValue()).isCloseTo((1800 + 30) / 4.25, within(1e-9));
        ActorResult inserter = step.actor("inserter");
        assertThat(inserter.rows()).isEqualTo(900);
        assertThat(inserter.targetOpsPerSecond()).isEqualTo(3 * ShardBundles.INSERT_TARGET);
    }

    @Test
    void eachSecondAddsTheSamplesOfEveryShardThatEndedNearestToIt() {
        Series s = merged().actor("query").series();
        // each shard: 10 warmup queries in its first second, then a third of its queries in each measured second
        assertThat(s.ops()).containsExactly(30L, 100L + 200 + 300, 100L + 200 + 300, 100L + 200 + 300);
        assertThat(s.ops().stream().mapToLong(Long::longValue).sum()).isEqualTo(1800 + 30);
        assertThat(s.warmup()).containsExactly(true, false, false, false);
        assertThat(s.seconds().subList(0, 3)).containsExactly(1.0, 2.0, 3.0);
        // the last second ends with the last shard, so a chart's rate over it has the right length
        assertThat(s.seconds().get(3)).isCloseTo(4.25, within(1e-9));
        // max is not additive: the highest shard's
        assertThat(s.maxMicros().get(1)).isEqualTo(ShardBundles.latency(C).maxMicros());
    }

    @Test
    void aShardStartedMoreThanHalfASecondLaterFillsTheNextSecond() {
        StepResult step = ShardMerge.merge(List.of(ShardBundles.shard("run-1", 0, 2, "a", 0, 3, A, 20, 100),
                ShardBundles.shard("run-1", 1, 2, "b", 700, 3, B, 20, 100))).steps().get(0);
        Series s = step.actor("query").series();
        assertThat(s.ops()).containsExactly(10L, 100L + 10, 100L + 200, 100L + 200, 200L);
        assertThat(s.seconds().get(4)).isCloseTo(4.7, within(1e-9));
        assertThat(step.measuredSeconds()).isCloseTo(3.7, within(1e-9));
    }
}
