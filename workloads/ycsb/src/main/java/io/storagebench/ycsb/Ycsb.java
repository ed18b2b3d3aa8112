package io.storagebench.ycsb;

import io.storagebench.spi.Capability;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.WorkloadPlan;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Step;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * YCSB's core workloads: profile {@code a} .. {@code f} is YCSB's {@code workloads/workload[a-f]} (A update heavy,
 * B read mostly, C read only, D read latest, E short ranges, F read-modify-write), every property under YCSB's own
 * name, overridable with {@code -p}. Two steps: {@code load} (YCSB's {@code -load}) and {@code run} ({@code -t}).
 * Profile {@code core} runs the six in the order YCSB's wiki recommends, D and E last since they insert: load; run
 * A, B, C, F, D; load anew; run E ({@code load}, {@code run-a} .. {@code run-d}, {@code load-e}, {@code run-e}),
 * each run with its workload file's values and the user's {@code -p} overrides on top.
 */
public final class Ycsb extends ProfiledWorkload {
    public static final String NAME = "ycsb";

    public Ycsb() {
        super(NAME, "YCSB 0.17.0's core workloads A-F (profile a .. f): load, then run a mix of reads, updates, "
                + "inserts, scans and read-modify-writes over zipfian, latest, hotspot or uniform keys",
                YcsbParameters.PROFILES, YcsbParameters.specs());
    }

    /** The wiki's order of the suite: the workloads of the first load, then E after a load of its own. */
    static final List<String> SUITE = List.of("a", "b", "c", "f", "d");

    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values) {
        YcsbParameters p = YcsbParameters.of(values);
        List<Step> steps = new ArrayList<>();
        if (profile.equals(YcsbParameters.CORE)) {
            YcsbSteps first = new YcsbSteps(p);
            steps.add(first.load(YcsbSteps.LOAD, false));
            for (String workload : SUITE) {
                steps.add(first.run(YcsbSteps.RUN + "-" + workload, workload(workload, values)));
            }
            YcsbParameters e = workload("e", values);
            YcsbSteps second = new YcsbSteps(e);
            steps.add(second.load(YcsbSteps.LOAD + "-e", true));
            steps.add(second.run(YcsbSteps.RUN + "-e", e));
        } else {
            YcsbSteps one = new YcsbSteps(p);
            steps.add(one.load(YcsbSteps.LOAD, false));
            steps.add(one.run(YcsbSteps.RUN, p));
        }
        return new WorkloadPlan(NAME, profile, values.asMap(), p.seed(), Set.of(Capability.KEY_VALUE), steps,
                List.of(new Load(YcsbSteps.LOAD, p.recordCount(), p.maxKeyBytes() + p.valueBytes(), "recordcount")))
                .withSessions(p.threads());
    }

    /**
     * The suite's values for one workload: its profile's, with every value the user set on the suite (one that
     * differs from the suite's own) on top.
     */
    private YcsbParameters workload(String workload, ParameterSet suite) {
        Map<String, String> overrides = new LinkedHashMap<>();
        for (ParameterSpec spec : parameters()) {
            String given = suite.string(spec.name());
            if (!given.equals(spec.profileValues().get(YcsbParameters.CORE))) {
                overrides.put(spec.name(), given);
            }
        }
        return YcsbParameters.of(ParameterSet.resolve(NAME, profiles(), parameters(), workload, overrides));
    }
}
