package io.storagebench.sysbench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.tck.CollectingSink;
import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.StepDriver;
import io.storagebench.workload.kit.StepThread;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;

/** What each sysbench test executes and how it counts, on the in-memory reference engine. */
class SysbenchOnReferenceEngineTest {
    static final int ROWS = 2000;
    static final Map<String, String> MICRO = Map.of("rows", String.valueOf(ROWS), "tables", "2",
            "with-pre", "true");

    /** sysbench's queries per event (what its Lua scripts send), BEGIN and COMMIT included. */
    static final Map<String, Long> QUERIES_PER_EVENT = Map.of("read-only_range=10", 16L, "read-only-simple", 13L,
            "read-only-sum", 13L, "read-only-order", 13L, "read-only-distinct", 13L, "write-only", 6L,
            "read-write_range=10", 20L, "read-write_range=100", 20L);

    private final List<String> shapes = new ArrayList<>();

    @Test
    void theLoadFillsEveryTableWithDenseIdsUniformKAndTheReferenceStringsThenIndexesK() throws Exception {
        WorkloadPlan plan = new Sysbench().plan("tiny", MICRO);
        try (ReferenceEngine engine = new ReferenceEngine()) {
            assertThat(load(engine, plan)).isEqualTo(2L * ROWS);
            for (String table : List.of("sbtest1", "sbtest2")) {
                assertThat(engine.rowCount(table)).isEqualTo(ROWS);
                assertThat(engine.indexNames(table)).containsExactly("k_" + table.substring(6));
                try (Session s = engine.openSession()) {
                    assertThat(s.prepare(new KeyBoundSpec(table, KeyBoundSpec.Which.MIN)).execute()).hasValue(1);
                    assertThat(s.prepare(new KeyBoundSpec(table, KeyBoundSpec.Which.MAX)).execute()).hasValue(ROWS);
                    CollectingSink rows = new CollectingSink();
                    s.prepare(new ScanSpec(table, SbSchema.ALL_COLUMNS, null)).execute(rows);
                    for (List<Object> row : rows.rows()) {
                        assertThat(((Number) row.get(1)).longValue()).isBetween(1L, (long) ROWS);
                        assertThat((String) row.get(2)).matches("(\\d{11}-){9}\\d{11}");
                        assertThat((String) row.get(3)).matches("(\\d{11}-){4}\\d{11}");
                    }
                    // k is uniform: each half of [1, N] holds about half the rows (not sysbench 1.0's "special")
                    long low = rows.rows().stream().filter(r -> ((Number) r.get(1)).longValue() <= ROWS / 2).count();
                    assertThat(low).isBetween(ROWS * 45L / 100, ROWS * 55L / 100);
                }
            }
        }
    }

    @Test
    void everyTestCountsQueriesAsSysbenchDoesAndRunsOneShapePerStatement() throws Exception {
        WorkloadPlan plan = new Sysbench().plan("tiny", MICRO);
        try (ReferenceEngine engine = new ReferenceEngine(shapes::add)) {
            load(engine, plan);
            for (SbTest test : SbTests.all()) {
                shapes.clear();
                try (StepThread events = StepDriver.on(engine).thread(StepDriver.step(plan, test.name()))) {
                    List<Long> returned = events.run(5);
                    if (test.kind() == SbTest.Kind.SCAN) {
                        assertThat(returned).as(test.name()).containsOnly((long) ROWS);
                        assertThat(shapes).as(test.name()).containsOnly("Scan").hasSize(5);
                        continue;
                    }
                    long perEvent = QUERIES_PER_EVENT.getOrDefault(test.name().replace(".pre", ""),
                            test.kind() == SbTest.Kind.READ_ONLY ? 16L : 1L);
                    assertThat(returned).as(test.name()).containsOnly(perEvent);
                    long statements = test.transactional() ? perEvent - 2 : perEvent;
                    assertThat(shapes).as(test.name()).hasSize((int) (5 * statements));
                }
            }
        }
    }

    @Test
    void writeTestsChangeTheDataAsTheReferenceDoes() throws Exception {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of("rows", String.valueOf(ROWS)));
        try (ReferenceEngine engine = new ReferenceEngine()) {
            load(engine, plan);
            long sumK = sumK(engine);
            run(engine, plan, "update-index", 50);
            assertThat(sumK(engine)).isEqualTo(sumK + 50);
            // write-only and read-write delete and re-insert one id per event: the row count stays N
            run(engine, plan, "write-only", 50);
            run(engine, plan, "read-write_range=10", 50);
            assertThat(engine.rowCount("sbtest1")).isEqualTo(ROWS);
            run(engine, plan, "delete", 100);
            long afterDelete = engine.rowCount("sbtest1");
            assertThat(afterDelete).isLessThan(ROWS).isGreaterThanOrEqualTo(ROWS - 100);
            run(engine, plan, "insert", 30);
            assertThat(engine.rowCount("sbtest1")).isEqualTo(afterDelete + 30);
            try (Session s = engine.openSession()) {
                assertThat(s.prepare(new KeyBoundSpec("sbtest1", KeyBoundSpec.Which.MAX)).execute())
                        .hasValue(ROWS + 30); // insert's ids come from auto-increment, above the loaded ones
            }
        }
    }

    @Test
    void aRetryableFailureRollsTheEventBackAndTheNextRunSucceeds() throws Exception {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of("rows", String.valueOf(ROWS)));
        int[] failNext = {0};
        try (ReferenceEngine engine = failingInserts(failNext,
                () -> new EngineException("deadlock (injected)", true, null))) {
            load(engine, plan);
            long sumK = sumK(engine);
            try (StepThread events = StepDriver.on(engine).thread(StepDriver.step(plan, "write-only"))) {
                failNext[0] = 1;
                // the UPDATE k=k+1 and the DELETE before the failed INSERT are rolled back with it
                assertThatThrownBy(() -> events.run(1)).isInstanceOf(EngineException.class)
                        .matches(e -> ((EngineException) e).retryable());
                assertThat(sumK(engine)).isEqualTo(sumK);
                assertThat(engine.rowCount("sbtest1")).isEqualTo(ROWS);
                assertThat(events.run(1)).containsExactly(6L);
            }
        }
    }

    @Test
    void aDuplicateKeyIsReRunAsSysbenchDoesOnPostgres() throws Exception {
        WorkloadPlan plan = new Sysbench().plan("tiny", Map.of("rows", String.valueOf(ROWS)));
        int[] failNext = {0};
        try (ReferenceEngine engine = failingInserts(failNext,
                () -> new DuplicateKeyException("duplicate key value (injected) [23505]", null))) {
            load(engine, plan);
            for (String test : List.of("write-only", "insert")) {
                try (StepThread events = StepDriver.on(engine).thread(StepDriver.step(plan, test))) {
                    failNext[0] = 1;
                    assertThatThrownBy(() -> events.run(1)).as(test).isInstanceOf(EngineException.class)
                            .matches(e -> ((EngineException) e).retryable())
                            .hasMessageContaining("23505");
                    assertThat(events.run(1)).as(test).hasSize(1);
                }
            }
        }
    }

    /** A reference engine whose next {@code failNext[0]} inserts throw {@code error}. */
    private static ReferenceEngine failingInserts(int[] failNext, Supplier<EngineException> error) {
        return new ReferenceEngine(shape -> {
            if (shape.equals("Insert") && failNext[0]-- > 0) {
                throw error.get();
            }
        });
    }

    private static void run(Engine engine, WorkloadPlan plan, String test, int events) throws Exception {
        try (StepThread runner = StepDriver.on(engine).thread(StepDriver.step(plan, test))) {
            runner.run(events);
        }
    }

    /** Runs the load step, its loader threads one after another; returns the rows they wrote. */
    private static long load(Engine engine, WorkloadPlan plan) throws InterruptedException {
        return StepDriver.on(engine).order(StepDriver.Order.THREAD_AFTER_THREAD).run(plan.steps().get(0)).totalRows();
    }

    private static long sumK(Engine engine) {
        try (Session s = engine.openSession()) {
            CollectingSink sum = new CollectingSink();
            s.prepare(RangeSpec.aggregate("sbtest1", null, Aggregate.SUM, "k")).execute(1, ROWS * 2L, sum);
            return ((Number) sum.rows().get(0).get(0)).longValue();
        }
    }

}
