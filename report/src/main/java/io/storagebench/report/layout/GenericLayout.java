package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.table.Section;
import java.util.List;

/**
 * The layout of a workload whose jar brings none: the common efficiency columns and no sections of its own. Public
 * so a workload's own layout can start from its columns.
 */
public final class GenericLayout implements WorkloadLayout {
    public static final List<EfficiencyColumn> COMMON = List.of(
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

    /** The fallback claims no workload: {@link WorkloadLayout#forWorkload} returns it when no layout does. */
    @Override
    public boolean handles(String workload) {
        return false;
    }

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COMMON;
    }

    @Override
    public List<Section> extraSections(Comparison comparison) {
        return List.of();
    }
}
