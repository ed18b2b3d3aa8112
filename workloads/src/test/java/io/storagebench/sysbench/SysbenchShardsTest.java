package io.storagebench.sysbench;

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

/** Two shards of sysbench: each loads half the tables and runs half the threads of every test over all of them. */
class SysbenchShardsTest {
    private static final Map<String, String> PARAMS = Map.of("tables", "4", "rows", "50", "threads", "6",
            "tests", "point");
    private final Sysbench workload = new Sysbench();

    private WorkloadPlan shard(int index) {
        return workload.plan("tiny", PARAMS, new Shard(index, 2));
    }

    @Test
    void eachShardLoadsItsBlockOfTablesAndTheShardsTogetherLoadEveryTable() throws Exception {
        ReferenceEngine server = new ReferenceEngine();
        for (int i = 0; i < 2; i++) {
            Set<String> before = new HashSet<>(server.tableNames());
            Step load = step(shard(i), SbSteps.LOAD);
            assertThat(load.setup().prepare(new ReferenceEngine())).singleElement().extracting(Actor::threads)
                    .isEqualTo(2);
            assertThat(load.progress().total()).isEqualTo(2 * 50);
            assertThat(StepDriver.on(server).order(StepDriver.Order.THREAD_AFTER_THREAD).run(shard(i).steps().get(0))
                    .totalRows()).isEqualTo(2 * 50);
            Set<String> created = new HashSet<>(server.tableNames());
            created.removeAll(before);
            assertThat(created).as("shard %d", i).containsExactlyInAnyOrder("sbtest" + (2 * i + 1),
                    "sbtest" + (2 * i + 2));
        }
        for (int t = 0; t < 4; t++) {
            assertThat(server.rowCount(SbSchema.table(t))).isEqualTo(50);
            assertThat(server.indexNames(SbSchema.table(t))).hasSize(1);
        }
    }

    @Test
    void eachShardRunsItsShareOfEveryTestsThreadsAndTheSharesAddUpToTheWholeRuns() {
        WorkloadPlan whole = workload.plan("tiny", PARAMS);
        for (Step test : whole.steps().subList(1, whole.steps().size())) {
            int threads = 0;
            for (int i = 0; i < 2; i++) {
                threads += step(shard(i), test.name()).setup().prepare(new ReferenceEngine()).get(0).threads();
            }
            assertThat(threads).as(test.name())
                    .isEqualTo(test.setup().prepare(new ReferenceEngine()).get(0).threads()).isEqualTo(6);
        }
        assertThat(shard(1).parameters()).isEqualTo(whole.parameters());
    }

    @Test
    void tablesOrThreadsThatDoNotDivideByTheShardsAreRefused() {
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("tables", "1"), new Shard(1, 2)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("tables=1 cannot be split into 2 equal shards: make tables a multiple of 2");
        assertThatThrownBy(() -> workload.plan("tiny", Map.of("tables", "2", "threads", "3"), new Shard(1, 2)))
                .isInstanceOf(InvalidParameterException.class)
                .hasMessage("threads=3 cannot be split into 2 equal shards: make threads a multiple of 2");
    }

    private static Step step(WorkloadPlan plan, String name) {
        return plan.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
