package io.storagebench.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.StepDriver;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each step does to the data, on the in-memory reference engine. */
class InsertBenchmarkOnReferenceEngineTest {
    private static final Map<String, String> MICRO = Map.of("rows.l.i0", "2000", "rows.l.i1", "800",
            "rows.l.i2", "200", "query.seconds", "1", "query.warmup-seconds", "0", "query.rates", "100",
            "clients", "2");

    @Test
    void loadStepsInsertDeleteAndIndexAsTheReferenceDoes() throws Exception {
        WorkloadPlan plan = new InsertBenchmark().plan("tiny", MICRO);
        try (Engine engine = new ReferenceEngine()) {
            Map<String, Long> i0 = StepDriver.on(engine).run(step(plan, "l.i0")).rows();
            assertThat(i0).containsEntry("inserter", 4000L);
            assertThat(count(engine, "pi1")).isEqualTo(2000);
            assertThat(count(engine, "pi2")).isEqualTo(2000);

            Map<String, Long> x = StepDriver.on(engine).run(step(plan, "l.x")).rows();
            // l.x's rate counts the indexed rows: l.i0's rows plus its own batch, per table
            assertThat(x).containsEntry("indexer", 2 * 2100L);

            Map<String, Long> i1 = StepDriver.on(engine).run(step(plan, "l.i1")).rows();
            assertThat(i1).containsEntry("inserter", 1600L).containsEntry("deleter", 1600L);
            // deletes follow inserts one for one: the table keeps l.i0 + 100 rows, the oldest are gone
            assertThat(count(engine, "pi1")).isEqualTo(2100);
            assertThat(bound(engine, "pi1", KeyBoundSpec.Which.MIN)).isEqualTo(801);
            assertThat(bound(engine, "pi1", KeyBoundSpec.Which.MAX)).isEqualTo(2900);

            StepDriver.on(engine).run(step(plan, "l.i2")).rows();
            assertThat(count(engine, "pi2")).isEqualTo(2100);
            assertThat(bound(engine, "pi2", KeyBoundSpec.Which.MIN)).isEqualTo(1001);
        }
    }

    @Test
    void queryStepsReadTenRowsPerQueryWhileTheBackgroundInserterRuns() throws Exception {
        WorkloadPlan plan = new InsertBenchmark().plan("tiny", MICRO);
        try (Engine engine = new ReferenceEngine()) {
            for (String name : List.of("l.i0", "l.x", "l.i1", "l.i2")) {
                StepDriver.on(engine).run(step(plan, name)).rows();
            }
            Map<String, Long> qr = StepDriver.on(engine).run(step(plan, "qr100")).rows();
            // 100 rows/s x 1 s per client, deleted one for one
            assertThat(qr).containsEntry("inserter", 200L).containsEntry("deleter", 200L);
            // one query per round of 2 insert batches of 50: at most 10 rows each
            assertThat(qr.get("query")).isPositive().isLessThanOrEqualTo(10L * 2 * 2 * 2);
            Map<String, Long> qp = StepDriver.on(engine).run(step(plan, "qp100")).rows();
            assertThat(qp.get("query")).isPositive();
            assertThat(count(engine, "pi1")).isEqualTo(2100);
        }
    }

    private static long count(Engine engine, String table) {
        try (Session s = engine.openSession()) {
            return s.prepare(new ScanSpec(table, List.of("transactionid"), null)).execute(RowSink.DISCARD);
        }
    }

    private static long bound(Engine engine, String table, KeyBoundSpec.Which which) {
        try (Session s = engine.openSession()) {
            return s.prepare(new KeyBoundSpec(table, which)).execute().orElseThrow();
        }
    }

    private static Step step(WorkloadPlan plan, String name) {
        return plan.steps().stream().filter(s -> s.name().equals(name)).findFirst().orElseThrow();
    }
}
