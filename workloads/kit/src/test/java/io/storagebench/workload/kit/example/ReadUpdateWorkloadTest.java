package io.storagebench.workload.kit.example;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.offset;

import io.storagebench.workload.Unit;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.EngineContents;
import io.storagebench.workload.kit.OperationCount;
import io.storagebench.workload.kit.RecordingEngine;
import io.storagebench.workload.kit.SlaCheck;
import io.storagebench.workload.kit.StepDriver;
import io.storagebench.workload.kit.StepRecord;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The example of docs/adding-a-workload.md compiles and its kit test passes, as the page shows them. */
class ReadUpdateWorkloadTest {
    @Test
    void theLoadPutsEveryKeyAndTheMixReadsAndUpdatesHalfAndHalfAtItsRate() throws Exception {
        RecordingEngine engine = new RecordingEngine();
        WorkloadPlan plan = new ReadUpdateWorkload().plan("tiny", Map.of("keys", "500"));
        List<StepRecord> steps = StepDriver.on(engine).runAll(plan);

        assertThat(engine.calls()).containsExactly("createTable kv");
        assertThat(EngineContents.kvKeys(engine, "kv")).hasSize(500);
        StepRecord mix = steps.get(1);
        Map<String, OperationCount> ops = mix.operations();
        assertThat(ops.get("READ").failed()).as("every key was loaded").isZero();
        assertThat(ops.get("READ").calls() + ops.get("UPDATE").calls()).isEqualTo(2 * 100 * 5);
        assertThat(mix.rate("client", Unit.OPS)).isCloseTo(2 * 100, offset(1.0));
        assertThat(mix.actor("client").calls(0).get(1).due()).isEqualTo(10_000_000L); // 1/100 s after the first
        assertThat(mix.slas()).allMatch(SlaCheck::passes);
    }
}
