package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;
import static io.storagebench.workload.kit.StepDriver.Order.THREAD_AFTER_THREAD;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.tck.CollectingSink;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.RecordingEngine;
import io.storagebench.workload.kit.StepDriver;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** What each kv step does to the data and what its calls return, on the in-memory reference engine. */
class KvStepsOnReferenceEngineTest {
    static final int KEYS = 500;
    final WorkloadPlan plan = new KeyValueBenchmark().plan("tiny", Map.of("keys", String.valueOf(KEYS),
            "threads", "3", "overwrite-fraction", "0.1", "batch", "4", "seek-nexts", "5"));
    final RecordingEngine engine = new RecordingEngine(null);

    @Test
    void fillseqReopensCreatesTheSpaceAndPutsEveryKeyInOrderWithOneThread() throws Exception {
        Step fillseq = step("fillseq");
        assertThat(fillseq.setup().prepare(engine)).singleElement().extracting(Actor::threads).isEqualTo(1);
        engine.clear();
        Map<String, List<Long>> returned = StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(KEYS + 10).sink(RowSink.DISCARD).run(fillseq).returns();
        assertThat(engine.calls()).containsExactly("reopen", "createTable kv");
        assertThat(returned.get("kv")).hasSize(KEYS).containsOnly(1L);
        assertThat(engine.reference().rowCount("kv")).isEqualTo(KEYS);
        CollectingSink rows = new CollectingSink();
        try (Session s = engine.openSession()) {
            s.prepare(new KvScanSpec("kv", false)).execute(KvKeys.key(0, 20), KEYS, rows);
        }
        for (int i = 0; i < KEYS; i++) {
            List<Object> row = rows.rows().get(i);
            assertThat((byte[]) row.get(0)).isEqualTo(KvKeys.key(i, 20));
            assertThat((byte[]) row.get(1)).hasSize(400);
        }
    }

    @Test
    void overwritesomeWritesTheFractionOfTheKeysOverAllThreadsAndAddsNoKey() throws Exception {
        fill();
        Map<String, List<Long>> returned = StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(KEYS).sink(RowSink.DISCARD).run(step("overwritesome")).returns();
        assertThat(returned.get("kv")).hasSize(KEYS / 10).containsOnly(1L);
        assertThat(engine.reference().rowCount("kv")).isEqualTo(KEYS);
        assertThat(engine.calls()).containsExactly("reopen");
    }

    @Test
    void readsFindExistingKeysAndCountAsDbBenchCounts() throws Exception {
        fill();
        assertThat(StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(50).sink(RowSink.DISCARD).run(step("readrandom")).returns().get("kv"))
                .hasSize(150).containsOnly(1L);
        assertThat(StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(20).sink(RowSink.DISCARD).run(step("multireadrandom")).returns().get("kv"))
                .hasSize(60).containsOnly(4L);
        assertThat(StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("readrandom2")).returns().get("kv")).containsOnly(1L);
        assertThat(engine.calls()).containsExactly("reopen", "reopen", "reopen");
    }

    @Test
    void rangeStepsSeekARandomKeyAndReadSeekNextsPlusOneRowsInTheirDirection() throws Exception {
        fill();
        for (String name : List.of("fwdrange", "revrange")) {
            List<byte[]> keys = new ArrayList<>();
            RowSink sink = new RowSink() {
                @Override public void longValue(long value) { }
                @Override public void stringValue(String value) { }
                @Override public void endRow() { }

                @Override
                public void bytesValue(byte[] value, int offset, int length) {
                    if (length == 20) {
                        keys.add(Arrays.copyOfRange(value, offset, offset + length));
                    }
                }
            };
            List<Long> rows = StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(40).sink(sink).run(step(name)).returns().get("kv");
            assertThat(rows).as(name).hasSize(120).allMatch(n -> n >= 1 && n <= 6);
            // most seeks are far enough from the end of their direction to read all six rows
            assertThat(rows.stream().filter(n -> n == 6).count()).as(name).isGreaterThan(100);
            assertThat(KvKeys.number(keys.get(1)) - KvKeys.number(keys.get(0)))
                    .as(name).isEqualTo(name.equals("fwdrange") ? 1 : -1);
        }
    }

    @Test
    void whileWritingStepsAddOneFollowingWriterAtTheWriterRate() throws Exception {
        fill();
        for (String name : List.of("readwhilewriting", "fwdrangewhilewriting", "revrangewhilewriting")) {
            List<Actor> actors = step(name).setup().prepare(engine);
            assertThat(actors).extracting(Actor::name).containsExactly("kv", "writer");
            assertThat(actors.get(0).role()).isEqualTo(Role.DRIVER);
            assertThat(actors.get(0).threads()).isEqualTo(3);
            assertThat(actors.get(1).role()).isEqualTo(Role.FOLLOWER);
            assertThat(actors.get(1).threads()).isEqualTo(1);
            assertThat(actors.get(1).pacing()).isEqualTo(new Pacing.FixedRate(2e6 / 420));
        }
        Map<String, List<Long>> returned = StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(10).sink(RowSink.DISCARD).run(step("readwhilewriting")).returns();
        assertThat(returned.get("writer")).hasSize(10).containsOnly(1L);
        assertThat(engine.reference().rowCount("kv")).isEqualTo(KEYS);
    }

    @Test
    void maintenanceStepsMakeOneMaintainCallAndReadrandom3CompactsWithoutFiltersBeforeItsReopen()
            throws Exception {
        fill();
        assertThat(StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("flush_mt_l0")).returns().get("kv")).containsExactly(0L);
        StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("waitforcompaction")).returns();
        StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("compact")).returns();
        StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("overwriteandwait")).returns();
        StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(5).sink(RowSink.DISCARD).run(step("readrandom3")).returns();
        assertThat(engine.calls()).containsExactly("maintain FLUSH_MT_L0", "maintain WAIT_FOR_COMPACTION",
                "maintain COMPACT", "reopen", "maintain COMPACT_WITHOUT_FILTERS", "reopen");
    }

    private void fill() throws InterruptedException {
        StepDriver.on(engine).order(THREAD_AFTER_THREAD).callsPerThread(KEYS + 1).sink(RowSink.DISCARD).run(step("fillseq")).returns();
        engine.clear();
    }

    private Step step(String name) {
        return StepDriver.step(plan.steps(), name);
    }
}
