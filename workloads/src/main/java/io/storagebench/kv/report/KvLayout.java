package io.storagebench.kv.report;

import io.storagebench.report.compare.Comparison;

import io.storagebench.report.layout.EfficiencyColumn;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.table.Section;
import io.storagebench.results.ResultBundle;
import java.util.List;

/**
 * The db_bench-style {@code kv} workload: db_bench's and benchmark.sh's efficiency columns (host CPU, storage reads
 * and KB read and written per op, the LSM's write and space amplification and stall time) and, on
 * {@code overwriteandwait}, the write amplification with the compaction debt its wait pays ({@link CompactionDebt}).
 */
public final class KvLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COLUMNS = List.of(
            EfficiencyColumn.cost("cpu/op", "cpu_us_per_op.host"),
            EfficiencyColumn.cost("r/op", "reads_per_op"),
            EfficiencyColumn.cost("rKB/op", "read_kb_per_op"),
            EfficiencyColumn.cost("wKB/op", "write_kb_per_op"),
            EfficiencyColumn.cost("w-amp", "write_amp"),
            EfficiencyColumn.cost("w-amp with wait", CompactionDebt.METRIC),
            EfficiencyColumn.cost("s-amp", "space_amp"),
            EfficiencyColumn.cost("stall s", "stall_s"));

    @Override
    public boolean handles(String workload) {
        return workload.equals(CompactionDebt.WORKLOAD);
    }

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COLUMNS;
    }

    @Override
    public List<Section> extraSections(Comparison comparison) {
        return List.of();
    }

    @Override
    public ResultBundle derive(ResultBundle bundle) {
        return CompactionDebt.derive(bundle);
    }
}
