package io.storagebench.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.report.Defaults;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.Workload;
import org.junit.jupiter.api.Test;

/**
 * The report reads only bundles, so it knows a sweep by the parameter's name: every parameter a workload declares
 * sweepable must be one of the report's client counts, or its sweeps would get no scaleup view.
 */
class SweepableParametersAreTheReportsClientCountsTest {
    @Test
    void everySweepableParameterIsOneTheReportKnowsASweepBy() {
        int sweepable = 0;
        for (Workload w : Catalog.workloads()) {
            for (ParameterSpec p : w.parameters()) {
                if (p.values() == ParameterSpec.Values.SWEEP) {
                    assertThat(Defaults.SWEEP_PARAMETERS).as(w.name() + " " + p.name()).contains(p.name());
                    sweepable++;
                }
            }
        }
        assertThat(sweepable).isPositive();
    }
}
