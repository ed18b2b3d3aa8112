package io.storagebench.report.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardBundles;
import io.storagebench.results.SlaResult;
import java.util.List;
import org.junit.jupiter.api.Test;

/** As the Insert Benchmark judges each client's background inserter: the step fails when any shard's fails. */
class SlaIsJudgedPerShardTest {
    static final long[] QUERIES = {100, 200, 300};

    private static List<SlaResult> slas(double... achieved) {
        List<ResultBundle> shards = new java.util.ArrayList<>();
        for (int i = 0; i < achieved.length; i++) {
            shards.add(ShardBundles.shard("run-1", i, achieved.length, "h" + i, 0, 3, QUERIES, 20, achieved[i]));
        }
        return ShardMerge.merge(shards).steps().get(0).slas();
    }

    @Test
    void oneShardBelowItsSlaFailsTheRunsVerdictThoughTheSumWouldPass() {
        // 110 + 110 + 80 = 300 rows/s, the whole target, but the third client missed its own
        List<SlaResult> slas = slas(110, 110, 80);
        SlaResult run = slas.get(0);
        assertThat(run.actor()).isEqualTo("inserter");
        assertThat(run.targetPerSecond()).isEqualTo(3 * ShardBundles.INSERT_TARGET);
        assertThat(run.threshold()).isEqualTo(Math.round(ShardBundles.SLA_SHARE * 3 * ShardBundles.INSERT_TARGET));
        assertThat(run.achievedPerSecond()).isCloseTo(300, within(1e-9));
        assertThat(run.passed()).isFalse();
        assertThat(slas.subList(1, 4)).extracting(SlaResult::actor).containsExactly("inserter of shard 0/3 (h0)",
                "inserter of shard 1/3 (h1)", "inserter of shard 2/3 (h2)");
        assertThat(slas.subList(1, 4)).extracting(SlaResult::passed).containsExactly(true, true, false);
        assertThat(slas.get(3).achievedPerSecond()).isEqualTo(80);
    }

    @Test
    void everyShardAtItsTargetPasses() {
        List<SlaResult> slas = slas(99, 96, 100);
        assertThat(slas).hasSize(4);
        assertThat(slas).allMatch(SlaResult::passed);
        assertThat(slas.get(0).achievedPerSecond()).isCloseTo(295, within(1e-9));
    }
}
