package io.storagebench.report.merge;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.storagebench.results.MetricResult;
import io.storagebench.results.ShardBundles;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;

/**
 * Shards 0 and 1 on host a, shard 2 on host b, against one server: the server's figures once, each host's own
 * counters once per host, each shard's JVM added.
 */
class ServerFiguresOnceClientHostFiguresPerHostTest {
    static final long[] N0 = LongStream.rangeClosed(1, 100).toArray();
    static final long[] N1 = LongStream.rangeClosed(1, 300).toArray();
    static final long[] N2 = LongStream.rangeClosed(1, 600).toArray();
    static final double CPU0 = 20;
    static final double CPU1 = 30;
    static final double CPU2 = 50;

    /** Shard 1 ends last (it started 200 ms after the others). */
    private static StepResult merged() {
        return ShardMerge.merge(List.of(ShardBundles.shard("run-1", 0, 3, "a", 0, 3, N0, CPU0, 100),
                ShardBundles.shard("run-1", 1, 3, "a", 200, 3, N1, CPU1, 100),
                ShardBundles.shard("run-1", 2, 3, "b", 0, 3, N2, CPU2, 100))).steps().get(0);
    }

    private static double value(StepResult step, String name) {
        MetricResult m = step.metric(name);
        assertThat(m).as(name).isNotNull();
        assertThat(m.present()).as(name + ": " + m.reason()).isTrue();
        return m.value();
    }

    @Test
    void serverFiguresAreCountedOnce() {
        StepResult step = merged();
        assertThat(value(step, "engine.pg.xact_commit")).isEqualTo(ShardBundles.COMMITS);
        // the size at the end of the step: the last shard to end saw the final one
        assertThat(value(step, "db_gb")).isEqualTo(1.001);
        // server CPU per op: one shard's server CPU (its figure x its queries) over every shard's queries
        assertThat(value(step, "cpu_us_per_op.server")).isCloseTo(ShardBundles.SERVER_US_PER_OP * 300 / 1000,
                within(1e-9));
        assertThat(step.metric("engine.pg.xact_commit@a")).isNull();
    }

    @Test
    void hostCountersAreOncePerHostAndShownPerHost() {
        StepResult step = merged();
        // host a's counters are the machine's: read once (shard 1's), over host a's queries
        assertThat(value(step, "cpu_us_per_op.host@a")).isCloseTo(CPU1 * 300 / 400, within(1e-9));
        assertThat(value(step, "cpu_us_per_op.host@b")).isCloseTo(CPU2, within(1e-9));
        assertThat(value(step, "cpu_us_per_op.host")).isCloseTo((CPU1 * 300 + CPU2 * 600) / 1000, within(1e-9));
        assertThat(value(step, "cpu_busy_pct.host@a")).isEqualTo(41.0);
        assertThat(value(step, "cpu_busy_pct.host@b")).isEqualTo(42.0);
        // both hosts have 4 CPUs: the share of all client CPUs
        assertThat(value(step, "cpu_busy_pct.host")).isCloseTo(41.5, within(1e-9));
        // shard 1 started 200 ms late: its series still starts in the first second of the merged step
        assertThat(step.metric("cpu_busy_pct.host@a").series()).containsExactly(31.0, 41.0, 41.0, 41.0);
        assertThat(value(step, "read_latency_us@a")).isEqualTo(101.0);
        assertThat(step.metric("read_latency_us").present()).isFalse();
        assertThat(step.metric("read_latency_us").reason()).contains("read_latency_us@");
    }

    @Test
    void eachShardsJvmIsAdded() {
        StepResult step = merged();
        assertThat(value(step, "cpu_us_per_op.client@a")).isCloseTo((CPU0 / 2 * 100 + CPU1 / 2 * 300) / 400,
                within(1e-9));
        assertThat(value(step, "cpu_us_per_op.client")).isCloseTo(
                (CPU0 / 2 * 100 + CPU1 / 2 * 300 + CPU2 / 2 * 600) / 1000, within(1e-9));
        // per insert: the inserters' rows, 300 per shard
        assertThat(value(step, "write_kb_per_insert@a")).isCloseTo(2.0 * 300 / 600, within(1e-9));
    }

    @Test
    void oneHostsFiguresAreTheRunsFigures() {
        StepResult step = ShardMerge.merge(List.of(ShardBundles.shard("run-1", 0, 2, "a", 0, 3, N0, CPU0, 100),
                ShardBundles.shard("run-1", 1, 2, "a", 0, 3, N1, CPU1, 100))).steps().get(0);
        assertThat(value(step, "read_latency_us")).isEqualTo(value(step, "read_latency_us@a"));
        assertThat(value(step, "cpu_us_per_op.host")).isEqualTo(value(step, "cpu_us_per_op.host@a"));
    }
}
