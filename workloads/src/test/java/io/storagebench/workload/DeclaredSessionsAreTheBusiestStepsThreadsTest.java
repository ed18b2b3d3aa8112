package io.storagebench.workload;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.kv.KeyValueBenchmark;
import io.storagebench.sysbench.Sysbench;
import io.storagebench.tck.reference.ReferenceEngine;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A plan's sessions are what a server's connection limit is checked against before a run: they must be the most
 * worker threads (one session each) that any of its steps starts, found here by setting every step up in order on the
 * reference engine.
 */
class DeclaredSessionsAreTheBusiestStepsThreadsTest {

    @Test
    void insertBenchmarkCountsTheInserterDeleterAndQueryThreadOfEveryClient() {
        assertDeclaredIsBusiest(new InsertBenchmark().plan("tiny", Map.of("clients", "3")), 9);
        assertDeclaredIsBusiest(new InsertBenchmark().plan("tiny", Map.of("clients", "2", "deletes", "false")), 4);
        assertDeclaredIsBusiest(new InsertBenchmark().plan("tiny", Map.of("clients", "4", "steps", "l.i0,l.x")), 4);
    }

    @Test
    void sysbenchCountsItsThreadsOrTheLoadsSessionPerTable() {
        assertDeclaredIsBusiest(new Sysbench().plan("tiny", Map.of("threads", "3", "tests", "point-query")), 3);
        assertDeclaredIsBusiest(new Sysbench().plan("tiny", Map.of("threads", "1", "tables", "2",
                "tests", "point-query")), 2);
    }

    @Test
    void kvCountsItsThreadsAndTheWriterOfTheWhileWritingSteps() {
        assertDeclaredIsBusiest(new KeyValueBenchmark().plan("tiny", Map.of("threads", "2")), 3);
        assertDeclaredIsBusiest(new KeyValueBenchmark().plan("tiny", Map.of("threads", "2",
                "steps", "fillseq,readrandom")), 2);
    }

    private static void assertDeclaredIsBusiest(WorkloadPlan plan, int expected) {
        int busiest = 0;
        try (ReferenceEngine engine = new ReferenceEngine()) {
            for (Step step : plan.steps()) {
                busiest = Math.max(busiest, step.setup().prepare(engine).stream().mapToInt(Actor::threads).sum());
            }
        }
        assertThat(plan.sessions()).as("declared").isEqualTo(busiest).isEqualTo(expected);
    }
}
