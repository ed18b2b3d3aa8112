package io.storagebench.workload.kit.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.storagebench.workload.Unit;
import io.storagebench.workload.Workload;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.kit.EngineContents;
import io.storagebench.workload.kit.OperationCount;
import io.storagebench.workload.kit.RecordingEngine;
import io.storagebench.workload.kit.SlaCheck;
import io.storagebench.workload.kit.StepDriver;
import io.storagebench.workload.kit.StepRecord;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;

/**
 * The workload on storagebench's workload kit: its steps run on the kit's reference engine on a virtual clock (a
 * step of seconds takes milliseconds), every call recorded. It checks what the workload does, never how fast.
 */
class ReadUpdateWorkloadTest {
    @Test
    void theLoadPutsEveryKeyAndTheMixReadsAndUpdatesHalfAndHalfAtItsRate() throws Exception {
        RecordingEngine engine = new RecordingEngine();
        WorkloadPlan plan = new ReadUpdateWorkload().plan("tiny", Map.of("keys", "500"));
        StepDriver driver = StepDriver.on(engine);

        driver.run(plan, "load");
        assertEquals(List.of("createTable kv"), engine.calls());
        assertEquals(500, EngineContents.kvKeys(engine, Kv.TABLE).size(), "keys after the load");
        StepRecord mix = driver.run(plan, "mix");
        Map<String, OperationCount> ops = mix.operations();
        assertEquals(0, ops.get("READ").failed(), "reads of keys that were not loaded");
        long reads = ops.get("READ").calls();
        long updates = ops.get("UPDATE").calls();
        assertEquals(2 * 100 * 5, reads + updates, "2 threads at 100 per second for 5 seconds");
        assertTrue(reads > 400 && updates > 400, reads + " reads, " + updates + " updates: not half and half");
        assertEquals(2 * 100, mix.rate("client", Unit.OPS), 1.0);
        assertEquals(10_000_000L, mix.actor("client").calls(0).get(1).due(), "1/100 s after the first call");
        assertTrue(mix.slas().stream().allMatch(SlaCheck::passes), mix.slas().toString());
    }

    @Test
    void theServiceFileRegistersTheWorkload() {
        long found = ServiceLoader.load(Workload.class).stream()
                .filter(w -> w.type() == ReadUpdateWorkload.class)
                .count();
        assertEquals(1, found, "workloads of class ReadUpdateWorkload in META-INF/services");
        assertEquals("read-update", new ReadUpdateWorkload().name());
    }
}
