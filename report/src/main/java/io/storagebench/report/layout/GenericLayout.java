package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Section;
import java.util.List;

/** Any workload: the common efficiency columns and no sections of its own. */
final class GenericLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COMMON = List.of(
            EfficiencyColumn.cost("cpupq", "cpu_us_per_op.host"),
            EfficiencyColumn.cost("cpu client", "cpu_us_per_op.client"),
            EfficiencyColumn.cost("cpu server", "cpu_us_per_op.server"),
            EfficiencyColumn.cost("cpu rocksdb bg", "cpu_us_per_op.rocksdb_bg"),
            EfficiencyColumn.cost("cspq", "cs_per_op.host"),
            EfficiencyColumn.cost("rpq", "reads_per_op"),
            EfficiencyColumn.cost("rkbpq", "read_kb_per_op"),
            EfficiencyColumn.cost("wkbpq", "write_kb_per_op"),
            EfficiencyColumn.cost("dbgb", "db_gb"),
            EfficiencyColumn.cost("dirgb", "dir_gb"),
            EfficiencyColumn.cost("write-amp", "write_amp"),
            EfficiencyColumn.cost("space-amp", "space_amp"));

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COMMON;
    }

    @Override
    public List<Section> extraSections(Comparison comparison) {
        return List.of();
    }
}
