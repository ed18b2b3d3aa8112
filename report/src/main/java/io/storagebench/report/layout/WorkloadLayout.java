package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Section;
import java.util.List;

/**
 * What a workload adds to the generic report (throughput, relative throughput, efficiency, response times): its
 * efficiency columns and sections of its own, such as the Insert Benchmark's background insert rates.
 */
public interface WorkloadLayout {
    /** The efficiency columns, in order; a column shows when any run's step carries its metric. */
    List<EfficiencyColumn> efficiency();

    /** Sections placed after the throughput tables. */
    List<Section> extraSections(Comparison comparison);

    /** The layout for a workload name: the Insert Benchmark's, sysbench's, or the generic one. */
    static WorkloadLayout forWorkload(String workload) {
        if (workload.equals("insert-benchmark")) {
            return new InsertBenchmarkLayout();
        }
        if (workload.startsWith("sysbench")) {
            return new SysbenchLayout();
        }
        return new GenericLayout();
    }
}
