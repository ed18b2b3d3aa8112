package io.storagebench.ibench.report;

import io.storagebench.ibench.InsertBenchmark;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Run;
import io.storagebench.report.layout.EfficiencyColumn;
import io.storagebench.report.layout.Format;
import io.storagebench.report.layout.GenericLayout;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.SlaResult;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The Insert Benchmark's report, as Mark Callaghan's published reports lay it out: its efficiency columns (cpupq,
 * cspq, rpq, rkbpq, wkbpi per inserted row, dbgb) and the background insert rate of the query steps against a
 * target row, failures marked.
 */
public final class InsertBenchmarkLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COLUMNS = Stream.concat(Stream.of(
            EfficiencyColumn.cost("cpupq", "cpu_us_per_op.host"),
            EfficiencyColumn.cost("cspq", "cs_per_op.host"),
            EfficiencyColumn.cost("rpq", "reads_per_op"),
            EfficiencyColumn.cost("rkbpq", "read_kb_per_op"),
            EfficiencyColumn.cost("wkbpi", "write_kb_per_insert"),
            EfficiencyColumn.cost("dbgb", "db_gb")),
            GenericLayout.COMMON.stream().filter(c -> Stream.of("cpupq", "cspq", "rpq", "rkbpq", "wkbpq", "dbgb")
                    .noneMatch(c.heading()::equals))).toList();

    @Override
    public boolean handles(String workload) {
        return workload.equals(InsertBenchmark.NAME);
    }

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COLUMNS;
    }

    @Override
    public List<Section> extraSections(Comparison c) {
        List<String> steps = c.steps().stream()
                .filter(s -> c.runs().stream().anyMatch(r -> !r.slas(s).isEmpty())).toList();
        if (steps.isEmpty()) {
            return List.of();
        }
        List<String> header = new ArrayList<>(List.of("run"));
        header.addAll(steps);
        List<List<Cell>> rows = new ArrayList<>();
        List<Cell> target = new ArrayList<>(List.of(Cell.text("target")));
        for (String step : steps) {
            SlaResult sla = c.runs().stream().flatMap(r -> r.slas(step).stream()).findFirst().orElseThrow();
            target.add(new Cell(Format.number(sla.targetPerSecond()), Measure.of(sla.targetPerSecond()), Mark.NONE,
                    "pass at >= " + Format.number(sla.threshold()) + "/s"));
        }
        rows.add(target);
        for (Run run : c.runs()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(run.label())));
            for (String step : steps) {
                List<SlaResult> slas = run.slas(step);
                if (slas.isEmpty()) {
                    row.add(Cell.absent("step not run"));
                    continue;
                }
                Measure m = Measure.of(slas.stream().map(SlaResult::achievedPerSecond).toList());
                boolean failed = run.slaFailed(step);
                row.add(new Cell(Format.measure(m) + (failed ? " FAIL" : ""), m, failed ? Mark.FAIL : Mark.NONE,
                        Format.spread(m)));
            }
            rows.add(row);
        }
        Table table = new Table("background-insert-rate", "Background insert rate (rows/s)",
                "Achieved over the measured window; FAIL: below round(0.95 x target), the SLA.", header, rows);
        return List.of(new Section("Background insert rate", List.of(table), List.of()));
    }
}
