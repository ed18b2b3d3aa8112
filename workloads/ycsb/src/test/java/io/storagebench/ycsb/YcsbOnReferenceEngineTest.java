package io.storagebench.ycsb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Engine;
import io.storagebench.tck.reference.ReferenceEngine;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.ActorRecord;
import io.storagebench.workload.kit.EngineContents;
import io.storagebench.workload.kit.OperationCount;
import io.storagebench.workload.kit.StepDriver;
import io.storagebench.workload.kit.StepRecord;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

/**
 * The ycsb workload's plans run on the workload kit (the TCK's in-memory reference engine, the threads of a step
 * taking turns on one thread): what each of YCSB's workloads does to the data and which operations it counts, not
 * how fast.
 */
class YcsbOnReferenceEngineTest {
    private static final int RECORDS = 1000;
    private static final int OPERATIONS = 4000;

    @Test
    void workloadALoadsEveryRecordThenReadsAndUpdatesHalfAndHalf() throws InterruptedException {
        Result r = run("a", Map.of());
        assertThat(r.load).containsOnlyKeys("INSERT");
        assertThat(r.load.get("INSERT").ok()).isEqualTo(RECORDS);
        assertThat(r.records).isEqualTo(RECORDS);
        assertThat(r.run).containsOnlyKeys("READ", "UPDATE");
        assertThat(r.run.get("READ").ok() + r.run.get("UPDATE").ok()).isEqualTo(OPERATIONS);
        // binomial(4000, 0.5): 2000 +- 10 standard deviations
        assertThat(r.run.get("READ").ok()).isBetween(1680L, 2320L);
        assertThat(r.failures()).isZero();
    }

    @Test
    void workloadCOnlyReadsAndFindsEveryKey() throws InterruptedException {
        Result r = run("c", Map.of("threadcount", "3"));
        assertThat(r.run).containsOnlyKeys("READ");
        assertThat(r.run.get("READ").ok()).isEqualTo(OPERATIONS);
        assertThat(r.failures()).isZero();
    }

    @Test
    void workloadDInsertsNewKeysAndReadsOnlyAcknowledgedOnes() throws InterruptedException {
        Result r = run("d", Map.of("threadcount", "2"));
        assertThat(r.run).containsOnlyKeys("READ", "INSERT");
        long inserts = r.run.get("INSERT").ok();
        assertThat(inserts).isBetween(100L, 300L);
        assertThat(r.records).isEqualTo(RECORDS + inserts);
        assertThat(r.failures()).as("reads of keys not yet inserted").isZero();
    }

    @Test
    void workloadEScansShortRangesAndInserts() throws InterruptedException {
        Result r = run("e", Map.of());
        assertThat(r.run).containsOnlyKeys("SCAN", "INSERT");
        assertThat(r.run.get("SCAN").ok()).isBetween(3600L, 3980L);
        // uniform lengths 1..100 from keys spread over the table: most scans return their whole length
        double perScan = (double) r.run.get("SCAN").rows() / r.run.get("SCAN").ok();
        assertThat(perScan).isBetween(35.0, 51.0);
        assertThat(r.records).isEqualTo(RECORDS + r.run.get("INSERT").ok());
    }

    @Test
    void workloadFReadsAndReadModifyWritesAndAnUpdateRewritesOneField() throws InterruptedException {
        Result r = run("f", Map.of());
        assertThat(r.run).containsOnlyKeys("READ", "READ-MODIFY-WRITE");
        assertThat(r.run.get("READ-MODIFY-WRITE").ok()).isBetween(1680L, 2320L);
        assertThat(r.failures()).isZero();
    }

    @Test
    void theCoreSuiteRunsTheSixWorkloadsInTheWikisOrderWithALoadOfItsOwnForE() throws InterruptedException {
        WorkloadPlan plan = new Ycsb().plan("core", Map.of("recordcount", "500", "operationcount", "1000",
                "threadcount", "2"));
        assertThat(plan.steps()).extracting(Step::name).containsExactly("load", "run-a", "run-b", "run-c", "run-f",
                "run-d", "load-e", "run-e");
        Engine engine = new ReferenceEngine();
        Map<String, java.util.Set<String>> kinds = new TreeMap<>();
        long dInserts = 0;
        long eInserts = 0;
        for (Step step : plan.steps()) {
            Map<String, OperationCount> counts = drive(engine, step);
            kinds.put(step.name(), counts.keySet());
            assertThat(counts.values().stream().mapToLong(OperationCount::failed).sum()).as(step.name()).isZero();
            if (step.name().equals("run-d")) {
                dInserts = counts.get("INSERT").ok();
                assertThat(countRecords(engine)).isEqualTo(500 + dInserts);
            }
            if (step.name().equals("load-e")) {
                assertThat(countRecords(engine)).as("a new table").isEqualTo(500);
            }
            if (step.name().equals("run-e")) {
                eInserts = counts.get("INSERT").ok();
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
    void anUpdateRewritesOneFieldAndKeepsTheOthers() throws InterruptedException {
        Engine engine = new ReferenceEngine();
        WorkloadPlan plan = new Ycsb().plan("a", Map.of("recordcount", "1", "operationcount", "1",
                "readproportion", "0", "updateproportion", "1", "fieldcount", "4", "fieldlength", "50"));
        drive(engine, plan.steps().get(0));
        byte[] before = onlyValue(engine);
        drive(engine, plan.steps().get(1));
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

    /** What a plan did: per phase and operation its successful and failed calls and rows; the records left. */
    private record Result(Map<String, OperationCount> load, Map<String, OperationCount> run, long records) {
        long failures() {
            return run.values().stream().mapToLong(OperationCount::failed).sum();
        }
    }

    private static Result run(String profile, Map<String, String> overrides) throws InterruptedException {
        Map<String, String> params = new TreeMap<>(Map.of("recordcount", String.valueOf(RECORDS),
                "operationcount", String.valueOf(OPERATIONS)));
        params.putAll(overrides);
        WorkloadPlan plan = new Ycsb().plan(profile, params);
        assertThat(plan.steps()).extracting(Step::name).containsExactly("load", "run");
        Engine engine = new ReferenceEngine();
        Map<String, OperationCount> load = drive(engine, plan.steps().get(0));
        Map<String, OperationCount> run = drive(engine, plan.steps().get(1));
        return new Result(load, run, countRecords(engine));
    }

    /** Runs the step's workers in turns on the kit, counting each call under the operation it names. */
    private static Map<String, OperationCount> drive(Engine engine, Step step) throws InterruptedException {
        StepRecord record = StepDriver.on(engine).run(step);
        for (ActorRecord actor : record.actors().values()) {
            assertThat(actor.calls()).as("every call names its operation").allMatch(c -> c.operation() >= 0);
        }
        return record.operations();
    }

    private static long countRecords(Engine engine) {
        return EngineContents.kvKeys(engine, Defaults.TABLE).size();
    }

    private static byte[] onlyValue(Engine engine) {
        List<byte[]> values = EngineContents.kvValues(engine, Defaults.TABLE);
        assertThat(values).hasSize(1);
        return values.get(0);
    }
}
