package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.tck.CollectingSink;
import io.storagebench.workload.Actor;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
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
        engine.calls.clear();
        Map<String, List<Long>> returned = StepCalls.run(engine, fillseq, KEYS + 10, RowSink.DISCARD);
        assertThat(engine.calls).containsExactly("reopen", "createTable kv");
        assertThat(returned.get("kv")).hasSize(KEYS).containsOnly(1L);
        assertThat(engine.reference.rowCount("kv")).isEqualTo(KEYS);
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
        Map<String, List<Long>> returned = StepCalls.run(engine, step("overwritesome"), KEYS, RowSink.DISCARD);
        assertThat(returned.get("kv")).hasSize(KEYS / 10).containsOnly(1L);
        assertThat(engine.reference.rowCount("kv")).isEqualTo(KEYS);
        assertThat(engine.calls).containsExactly("reopen");
    }

    @Test
    void readsFindExistingKeysAndCountAsDbBenchCounts() throws Exception {
        fill();
        assertThat(StepCalls.run(engine, step("readrandom"), 50, RowSink.DISCARD).get("kv"))
                .hasSize(150).containsOnly(1L);
        assertThat(StepCalls.run(engine, step("multireadrandom"), 20, RowSink.DISCARD).get("kv"))
                .hasSize(60).containsOnly(4L);
        assertThat(StepCalls.run(engine, step("readrandom2"), 5, RowSink.DISCARD).get("kv")).containsOnly(1L);
        assertThat(engine.calls).containsExactly("reopen", "reopen", "reopen");
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
            List<Long> rows = StepCalls.run(engine, step(name), 40, sink).get("kv");
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
        Map<String, List<Long>> returned = StepCalls.run(engine, step("readwhilewriting"), 10, RowSink.DISCARD);
        assertThat(returned.get("writer")).hasSize(10).containsOnly(1L);
        assertThat(engine.reference.rowCount("kv")).isEqualTo(KEYS);
    }

    @Test
    void maintenanceStepsMakeOneMaintainCallAndReadrandom3CompactsWithoutFiltersBeforeItsReopen()
            throws Exception {
        fill();
        assertThat(StepCalls.run(engine, step("flush_mt_l0"), 5, RowSink.DISCARD).get("kv")).containsExactly(0L);
        StepCalls.run(engine, step("waitforcompaction"), 5, RowSink.DISCARD);
        StepCalls.run(engine, step("compact"), 5, RowSink.DISCARD);
        StepCalls.run(engine, step("overwriteandwait"), 5, RowSink.DISCARD);
        StepCalls.run(engine, step("readrandom3"), 5, RowSink.DISCARD);
        assertThat(engine.calls).containsExactly("maintain FLUSH_MT_L0", "maintain WAIT_FOR_COMPACTION",
                "maintain COMPACT", "reopen", "maintain COMPACT_WITHOUT_FILTERS", "reopen");
    }

    private void fill() throws InterruptedException {
        StepCalls.run(engine, step("fillseq"), KEYS + 1, RowSink.DISCARD);
        engine.calls.clear();
    }

    private Step step(String name) {
        return StepCalls.step(plan.steps(), name);
    }
}
