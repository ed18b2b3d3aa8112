package io.storagebench.report.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.results.Bundles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.ShardBundles;
import io.storagebench.results.WorkloadInfo;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Shards that are not the complete, consistent set of one run are refused in one line that names them. */
class ShardMergeRefusalsTest {
    static final long[] QUERIES = {100, 200, 300};

    private static ResultBundle shard(String run, int index, int count, String host) {
        return ShardBundles.shard(run, index, count, host, 0, 3, QUERIES, 20, 100);
    }

    private static ResultBundle withWorkload(ResultBundle b, String name, long seed, Map<String, String> parameters) {
        WorkloadInfo w = b.workload();
        return ShardBundles.withWorkload(b, new WorkloadInfo(name, w.profile(), seed, parameters, w.shard()));
    }

    @Test
    void shardsOfDifferentRunsAreRefusedNamingTheRuns() {
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 2, "b"),
                shard("run-8", 1, 2, "c")))).isInstanceOf(ShardMergeException.class)
                .hasMessage("shards of different runs: run-7 (0/2, 1/2), run-8 (1/2); merge one run at a time");
    }

    @Test
    void aMissingShardIsNamedWithItsIndexOfN() {
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 3, "a"), shard("run-7", 2, 3, "c"))))
                .hasMessage("run run-7: shard 1/3 of 3 is missing (have 0/3, 2/3)");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 1, 3, "b"))))
                .hasMessage("run run-7: shards 0/3, 2/3 of 3 are missing (have 1/3)");
    }

    @Test
    void aShardGivenTwiceIsNamed() {
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 2, "b"),
                shard("run-7", 1, 2, "c"))))
                .hasMessageStartingWith("run run-7: shard 1/2 is there twice (hosts b and c");
    }

    @Test
    void shardsThatDisagreeOnTheCountAreRefused() {
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 3, "b"))))
                .hasMessage("run run-7: shard 0/2 (a) and shard 1/3 (b) disagree on the shard count (2 vs 3)");
    }

    @Test
    void differentParametersSeedsOrWorkloadsNameTheDifferingKey() {
        ResultBundle first = shard("run-7", 0, 2, "a");
        ResultBundle second = shard("run-7", 1, 2, "b");
        Map<String, String> more = new HashMap<>(second.workload().parameters());
        more.put("rows.l.i0", "2000");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(first, withWorkload(second, "insert-benchmark", 42, more))))
                .hasMessage("run run-7: shard 1/2 (b) differs from shard 0/2 (a) in parameter rows.l.i0 "
                        + "(2000 vs 1000)");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(first, withWorkload(second, "insert-benchmark", 43,
                second.workload().parameters()))))
                .hasMessage("run run-7: shard 1/2 (b) differs from shard 0/2 (a) in seed (43 vs 42)");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(first, withWorkload(second, "sysbench", 42,
                second.workload().parameters()))))
                .hasMessage("run run-7: shard 1/2 (b) differs from shard 0/2 (a) in workload (sysbench vs "
                        + "insert-benchmark)");
        Map<String, String> fewer = new HashMap<>(second.workload().parameters());
        fewer.remove("rows.l.i0");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(first, withWorkload(second, "insert-benchmark", 42,
                fewer)))).hasMessageContaining("in parameter rows.l.i0 (absent vs 1000)");
    }

    @Test
    void aMixOfShardsAndAOneProcessRunIsRefused() {
        ResultBundle plain = Bundles.sample();
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 1, "a"), plain)))
                .hasMessage("cannot merge the shards of run run-7 with a bundle of a run in one process (host h, "
                        + "started 2026-11-22T00:00:00Z)");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(plain))).hasMessageStartingWith("not a shard bundle: ");
    }

    @Test
    void aRunGivenAsShardsAndAsItsMergedBundleIsRefused() {
        ResultBundle merged = ShardMerge.merge(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 2, "b")));
        assertThatThrownBy(() -> ShardMerge.mergeRuns(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 2, "b"),
                merged))).hasMessage("run run-7 is given twice: as its shards and as the bundle merged from them; "
                + "give one or the other");
        assertThatThrownBy(() -> ShardMerge.merge(List.of(shard("run-7", 0, 2, "a"), shard("run-7", 1, 2, "b"),
                merged))).hasMessage("cannot merge the shards of run run-7 with a bundle already merged from the "
                + "shards of run run-7");
    }

    @Test
    void aReportMergesEachRunsShardsAndKeepsOtherBundles() {
        ResultBundle plain = Bundles.sample();
        List<ResultBundle> out = ShardMerge.mergeRuns(List.of(shard("run-7", 1, 2, "b"), plain,
                shard("run-8", 0, 1, "c"), shard("run-7", 0, 2, "a")));
        assertThat(out).hasSize(3);
        assertThat(out.get(0).merged().runId()).isEqualTo("run-7");
        assertThat(out.get(0).merged().hosts()).containsExactly("a", "b");
        assertThat(out.get(1)).isSameAs(plain);
        assertThat(out.get(2).merged().runId()).isEqualTo("run-8");
        assertThatThrownBy(() -> ShardMerge.mergeRuns(List.of(plain, shard("run-7", 1, 2, "b"))))
                .hasMessage("run run-7: shard 0/2 of 2 is missing (have 1/2)");
    }
}
