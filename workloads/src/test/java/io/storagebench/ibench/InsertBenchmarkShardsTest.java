package io.storagebench.ibench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.StepDriver;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Three shards of a three-client Insert Benchmark against one server: each runs one client with its own table, the
 * background inserter at the per-client rate, and together they are the one-process run.
 */
class InsertBenchmarkShardsTest {
    private static final Map<String, String> PARAMS = Map.of("clients", "3", "rows.l.i0", "300", "rows.l.i1", "60",
            "rows.l.i2", "30", "batch.l.x", "10", "query.rates", "100", "query.seconds", "1",
            "query.warmup-seconds", "0");
    private final InsertBenchmark workload = new InsertBenchmark();

    private WorkloadPlan shard(int index) {
        return workload.plan("tiny", PARAMS, new Shard(index, 3));
    }

    @Test
    void eachShardLoadsOnlyItsClientsTablesAndTheShardsTogetherLoadWhatOneProcessDoes() throws Exception {
        ReferenceEngine server = new ReferenceEngine();
        for (int i = 0; i < 3; i++) {
            Set<String> before = new HashSet<>(server.tableNames());
            Map<String, Long> rows = StepDriver.on(server).run(step(shard(i), "l.i0")).rows();
            Set<String> created = new HashSet<>(server.tableNames());
            created.removeAll(before);
            assertThat(created).as("shard %d", i).containsExactly("pi" + (i + 1));
            assertThat(rows).containsEntry("inserter", 300L);
        }
        ReferenceEngine alone = new ReferenceEngine();
        Map<String, Long> whole = StepDriver.on(alone).run(step(workload.plan("tiny", PARAMS), "l.i0")).rows();
        assertThat(whole).containsEntry("inserter", 3 * 300L);
        assertThat(server.tableNames()).containsExactlyInAnyOrderElementsOf(alone.tableNames());
        for (String table : alone.tableNames()) {
            assertThat(server.rowCount(table)).isEqualTo(alone.rowCount(table));
        }
    }

    @Test
    void aShardsQueryStepsKeepThePerClientRateAndTheShardsSlasAddUpToTheWholeRuns() {
        WorkloadPlan whole = workload.plan("tiny", PARAMS);
        List<Actor> wholeActors = step(whole, "qr100").setup().prepare(new ReferenceEngine());
        double targets = 0;
        long progress = 0;
        for (int i = 0; i < 3; i++) {
            Step qr = step(shard(i), "qr100");
            List<Actor> actors = qr.setup().prepare(new ReferenceEngine());
            assertThat(actors).extracting(Actor::name).containsExactly("inserter", "deleter", "query");
            assertThat(actors).allSatisfy(a -> assertThat(a.threads()).isEqualTo(1));
            assertThat(actors.get(0).pacing()).isEqualTo(wholeActors.get(0).pacing());
            targets += qr.slas().get(0).targetPerSecond();
            progress += qr.progress().total();
        }
        assertThat(targets).isEqualTo(step(whole, "qr100").slas().get(0).targetPerSecond());
        assertThat(progress).isEqualTo(step(whole, "qr100").progress().total());
    }

    @Test
    void everyShardCarriesTheWholeRunsParametersAndLoadsOnlyItsShare() {
        WorkloadPlan whole = workload.plan("tiny", PARAMS);
        for (int i = 0; i < 3; i++) {
            assertThat(shard(i).parameters()).isEqualTo(whole.parameters()).containsEntry("clients", "3");
            assertThat(shard(i).loads().get(0).rows()).isEqualTo(300);
            assertThat(shard(i).steps()).extracting(Step::name)
                    .containsExactlyElementsOf(whole.steps().stream().map(Step::name).toList());
        }
    }

    @Test
    void clientsThatDoNotDivideByTheShardsAreRefused() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("clients", "4"), new Shard(0, 3)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("clients=4 cannot be split into 3 equal shards: make clients a multiple of 3");
    }

    private static Step step(WorkloadPlan plan, String name) {
        return plan.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
