package io.storagebench.ycsb;

import io.storagebench.spi.Capability;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.WorkloadPlan;
import java.util.List;
import java.util.Set;

/**
 * YCSB's core workloads: profile {@code a} .. {@code f} is YCSB's {@code workloads/workload[a-f]} (A update heavy,
 * B read mostly, C read only, D read latest, E short ranges, F read-modify-write), every property under YCSB's own
 * name, overridable with {@code -p}. Two steps: {@code load} (YCSB's {@code -load}) and {@code run} ({@code -t}).
 */
public final class Ycsb extends ProfiledWorkload {
    public static final String NAME = "ycsb";

    public Ycsb() {
        super(NAME, "YCSB 0.17.0's core workloads A-F (profile a .. f): load, then run a mix of reads, updates, "
                + "inserts, scans and read-modify-writes over zipfian, latest, hotspot or uniform keys",
                YcsbParameters.PROFILES, YcsbParameters.specs());
    }

    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values) {
        YcsbParameters p = YcsbParameters.of(values);
        YcsbSteps steps = new YcsbSteps(p);
        return new WorkloadPlan(NAME, profile, values.asMap(), p.seed(), Set.of(Capability.KEY_VALUE),
                List.of(steps.load(), steps.run()),
                List.of(new Load(YcsbSteps.LOAD, p.recordCount(), p.maxKeyBytes() + p.valueBytes(), "recordcount")))
                .withSessions(p.threads());
    }
}
