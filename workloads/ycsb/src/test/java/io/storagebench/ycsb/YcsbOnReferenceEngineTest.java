package io.storagebench.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Engine;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.Actor;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Step;
import io.storagebench.workload.Worker;
import io.storagebench.workload.WorkloadPlan;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The ycsb workload's plans run on the TCK's in-memory reference engine, the threads of a step taking turns on one
 * thread: what each of YCSB's workloads does to the data and which operations it counts, not how fast.
 */
class YcsbOnReferenceEngineTest {
    private static final int RECORDS = 1000;
    private static final int OPERATIONS = 4000;

    @Test
    void workloadALoadsEveryRecordThenReadsAndUpdatesHalfAndHalf() {
        Result r = run("a", Map.of());
        assertThat(r.load).containsOnlyKeys("INSERT");
        assertThat(r.load.get("INSERT").ok).isEqualTo(RECORDS);
        assertThat(r.records).isEqualTo(RECORDS);
        assertThat(r.run).containsOnlyKeys("READ", "UPDATE");
        assertThat(r.run.get("READ").ok + r.run.get("UPDATE").ok).isEqualTo(OPERATIONS);
        // binomial(4000, 0.5): 2000 +- 10 standard deviations
        assertThat(r.run.get("READ").ok).isBetween(1680L, 2320L);
        assertThat(r.failures()).isZero();
    }

    @Test
    void workloadCOnlyReadsAndFindsEveryKey() {
        Result r = run("c", Map.of("threadcount", "3"));
        assertThat(r.run).containsOnlyKeys("READ");
        assertThat(r.run.get("READ").ok).isEqualTo(OPERATIONS);
        assertThat(r.failures()).isZero();
    }

    @Test
    void workloadDInsertsNewKeysAndReadsOnlyAcknowledgedOnes() {
        Result r = run("d", Map.of("threadcount", "2"));
        assertThat(r.run).containsOnlyKeys("READ", "INSERT");
        long inserts = r.run.get("INSERT").ok;
        assertThat(inserts).isBetween(100L, 300L);
        assertThat(r.records).isEqualTo(RECORDS + inserts);
        assertThat(r.failures()).as("reads of keys not yet inserted").isZero();
    }

    @Test
    void workloadEScansShortRangesAndInserts() {
        Result r = run("e", Map.of());
        assertThat(r.run).containsOnlyKeys("SCAN", "INSERT");
        assertThat(r.run.get("SCAN").ok).isBetween(3600L, 3980L);
        // uniform lengths 1..100 from keys spread over the table: most scans return their whole length
        double perScan = (double) r.runRows.get("SCAN") / r.run.get("SCAN").ok;
        assertThat(perScan).isBetween(35.0, 51.0);
        assertThat(r.records).isEqualTo(RECORDS + r.run.get("INSERT").ok);
    }

    @Test
    void workloadFReadsAndReadModifyWritesAndAnUpdateRewritesOneField() {
        Result r = run("f", Map.of());
        assertThat(r.run).containsOnlyKeys("READ", "READ-MODIFY-WRITE");
        assertThat(r.run.get("READ-MODIFY-WRITE").ok).isBetween(1680L, 2320L);
        assertThat(r.failures()).isZero();
    }

    @Test
    void theCoreSuiteRunsTheSixWorkloadsInTheWikisOrderWithALoadOfItsOwnForE() {
        WorkloadPlan plan = new Ycsb().plan("core", Map.of("recordcount", "500", "operationcount", "1000",
                "threadcount", "2"));
        assertThat(plan.steps()).extracting(Step::name).containsExactly("load", "run-a", "run-b", "run-c", "run-f",
                "run-d", "load-e", "run-e");
        Engine engine = new ReferenceEngine();
        Map<String, java.util.Set<String>> kinds = new TreeMap<>();
        long dInserts = 0;
        long eInserts = 0;
        for (Step step : plan.steps()) {
            Map<String, Counts> counts = new TreeMap<>();
            drive(engine, step, counts, new TreeMap<>());
            kinds.put(step.name(), counts.keySet());
            assertThat(counts.values().stream().mapToLong(c -> c.failed).sum()).as(step.name()).isZero();
            if (step.name().equals("run-d")) {
                dInserts = counts.get("INSERT").ok;
                assertThat(countRecords(engine)).isEqualTo(500 + dInserts);
            }
            if (step.name().equals("load-e")) {
                assertThat(countRecords(engine)).as("a new table").isEqualTo(500);
            }
            if (step.name().equals("run-e")) {
                eInserts = counts.get("INSERT").ok;
            }
        }
        assertThat(kinds).containsEntry("run-a", java.util.Set.of("READ", "UPDATE"))
                .containsEntry("run-b", java.util.Set.of("READ", "UPDATE"))
                .containsEntry("run-c", java.util.Set.of("READ"))
                .containsEntry("run-f", java.util.Set.of("READ", "READ-MODIFY-WRITE"))
                .containsEntry("run-d", java.util.Set.of("READ", "INSERT"))
                .containsEntry("run-e", java.util.Set.of("SCAN", "INSERT"));
        assertThat(dInserts).isPositive();
        assertThat(countRecords(engine)).isEqualTo(500 + eInserts);
    }

    @Test
    void aSuiteOverrideHoldsForEveryWorkloadAndTheFilesValuesForTheRest() {
        WorkloadPlan plan = new Ycsb().plan("core", Map.of("readproportion", "0.9", "operationcount", "100"));
        assertThat(plan.parameters()).containsEntry("readproportion", "0.9").containsEntry("requestdistribution",
                "zipfian");
        assertThat(plan.steps()).hasSize(8);
    }

    @Test
    void anUpdateRewritesOneFieldAndKeepsTheOthers() {
        Engine engine = new ReferenceEngine();
        WorkloadPlan plan = new Ycsb().plan("a", Map.of("recordcount", "1", "operationcount", "1",
                "readproportion", "0", "updateproportion", "1", "fieldcount", "4", "fieldlength", "50"));
        drive(engine, plan.steps().get(0), new TreeMap<>(), new TreeMap<>());
        byte[] before = onlyValue(engine);
        drive(engine, plan.steps().get(1), new TreeMap<>(), new TreeMap<>());
        byte[] after = onlyValue(engine);
        assertThat(after).hasSize(200);
        int changed = 0;
        for (int field = 0; field < 4; field++) {
            boolean same = java.util.Arrays.equals(before, field * 50, field * 50 + 50, after, field * 50,
                    field * 50 + 50);
            changed += same ? 0 : 1;
        }
        assertThat(changed).isEqualTo(1);
        for (byte b : after) {
            assertThat((int) b).isBetween(32, 32 + 63);
        }
    }

    @Test
    void badPropertiesAreOneLineNamingThem() {
        assertThatThrownBy(() -> new Ycsb().plan("a", Map.of("readproprtion", "1")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("unknown parameter 'readproprtion'");
        assertThatThrownBy(() -> new Ycsb().plan("c", Map.of("readproportion", "0")))
                .isInstanceOf(InvalidParameterException.class).hasMessageContaining("all 0");
        assertThatThrownBy(() -> new Ycsb().plan("a", Map.of("requestdistribution", "pareto")))
                .hasMessageContaining("requestdistribution").hasMessageContaining("zipfian, latest");
        assertThatThrownBy(() -> new Ycsb().plan("g", Map.of())).hasMessageContaining("profiles: a, b, c, d, e, f");
    }

    /** What a plan did: per operation and phase its successful and failed calls, rows, and the records left. */
    private record Result(Map<String, Counts> load, Map<String, Counts> run, Map<String, Long> runRows,
                          long records) {
        long failures() {
            return run.values().stream().mapToLong(c -> c.failed).sum();
        }
    }

    private static final class Counts {
        long ok;
        long failed;
    }

    private static Result run(String profile, Map<String, String> overrides) {
        Map<String, String> params = new TreeMap<>(Map.of("recordcount", String.valueOf(RECORDS),
                "operationcount", String.valueOf(OPERATIONS)));
        params.putAll(overrides);
        WorkloadPlan plan = new Ycsb().plan(profile, params);
        assertThat(plan.steps()).extracting(Step::name).containsExactly("load", "run");
        Engine engine = new ReferenceEngine();
        Map<String, Counts> load = new TreeMap<>();
        drive(engine, plan.steps().get(0), load, new TreeMap<>());
        Map<String, Counts> run = new TreeMap<>();
        Map<String, Long> rows = new TreeMap<>();
        drive(engine, plan.steps().get(1), run, rows);
        return new Result(load, run, rows, countRecords(engine));
    }

    /** Runs the step's workers in turns on this thread until all are done, counting each call under its operation. */
    private static void drive(Engine engine, Step step, Map<String, Counts> counts, Map<String, Long> rows) {
        List<Actor> actors = step.setup().prepare(engine);
        List<Worker> workers = new ArrayList<>();
        List<Session> sessions = new ArrayList<>();
        Actor actor = actors.get(0);
        for (int t = 0; t < actor.threads(); t++) {
            Session session = engine.openSession();
            sessions.add(session);
            workers.add(actor.workers().create(t, session));
        }
        Tagging ctx = new Tagging();
        boolean left = true;
        while (left) {
            left = false;
            for (Worker w : workers) {
                ctx.index = -1;
                long n;
                try {
                    n = w.run(ctx);
                } catch (InterruptedException e) {
                    throw new AssertionError(e);
                }
                if (n == Worker.DONE) {
                    continue;
                }
                left = true;
                assertThat(ctx.index).as("every call names its operation").isNotNegative();
                String op = actor.operations().get(ctx.index);
                Counts c = counts.computeIfAbsent(op, k -> new Counts());
                if (ctx.ok) {
                    c.ok++;
                } else {
                    c.failed++;
                }
                rows.merge(op, n, Long::sum);
            }
        }
        sessions.forEach(Session::close);
    }

    private static long countRecords(Engine engine) {
        try (Session s = engine.openSession()) {
            long[] rows = {0};
            s.prepare(new KvScanSpec(Defaults.TABLE, false)).execute(new byte[0], Integer.MAX_VALUE, new RowSink() {
                @Override public void longValue(long value) { }
                @Override public void stringValue(String value) { }
                @Override public void bytesValue(byte[] value, int offset, int length) { }
                @Override public void endRow() {
                    rows[0]++;
                }
            });
            return rows[0];
        }
    }

    private static byte[] onlyValue(Engine engine) {
        try (Session s = engine.openSession()) {
            List<byte[]> values = new ArrayList<>();
            s.prepare(new KvScanSpec(Defaults.TABLE, false)).execute(new byte[0], 10, new RowSink() {
                private int column;
                @Override public void longValue(long value) { }
                @Override public void stringValue(String value) { }
                @Override public void bytesValue(byte[] value, int offset, int length) {
                    if (column++ == 1) {
                        values.add(java.util.Arrays.copyOfRange(value, offset, offset + length));
                    }
                }
                @Override public void endRow() {
                    column = 0;
                }
            });
            assertThat(values).hasSize(1);
            return values.get(0);
        }
    }

    /** The context a call runs with here: it remembers the operation the call named. */
    private static final class Tagging implements OpContext {
        int index;
        boolean ok;

        @Override public long nanoTime() { return System.nanoTime(); }
        @Override public long currentTimeMillis() { return System.currentTimeMillis(); }
        @Override public void serviceStartsNow() { }
        @Override public void dueAt(long nanoTime) { }
        @Override public void operation(int i, boolean success) {
            index = i;
            ok = success;
        }
        @Override public RowSink sink() { return RowSink.DISCARD; }
        @Override public boolean stopping() { return false; }
    }
}
