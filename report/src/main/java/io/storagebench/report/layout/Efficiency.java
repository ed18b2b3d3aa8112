package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.MetricResult;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * Per step, the efficiency metrics of every run (absolute) and their ratios to the base. Every one is a cost per
 * operation or a size, so lower is better: a ratio <= 0.95 is marked better. A column shows when some run measured
 * its metric in some step and any run's step carries it, so an engine's own figures (RocksDB's write-amp, its
 * background threads' CPU) are not columns of a report whose engines have none; where a run's step has no value
 * the cell is absent with the probe's reason, never 0.
 */
final class Efficiency {
    private Efficiency() {
    }

    static Section section(Comparison c, List<EfficiencyColumn> columns) {
        List<Table> tables = new ArrayList<>();
        List<EfficiencyColumn> measured = columns.stream()
                .filter(col -> c.runs().stream().anyMatch(r -> r.measures(col.metric()))).toList();
        for (String step : c.steps()) {
            List<EfficiencyColumn> shown = measured.stream()
                    .filter(col -> c.runs().stream().anyMatch(r -> r.hasMetric(step, col.metric()))).toList();
            if (shown.isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of("run"));
            List<String> ratioHeader = new ArrayList<>(List.of("run"));
            for (EfficiencyColumn col : shown) {
                String unit = unit(c, step, col.metric());
                header.add(unit == null ? col.heading() : col.heading() + " " + unit);
                ratioHeader.add(col.heading());
            }
            List<List<Cell>> absolute = new ArrayList<>();
            List<List<Cell>> relative = new ArrayList<>();
            for (Run run : c.runs()) {
                List<Cell> abs = new ArrayList<>(List.of(Cell.text(run.label())));
                List<Cell> rel = new ArrayList<>(List.of(Cell.text(run.label())));
                for (EfficiencyColumn col : shown) {
                    abs.add(ReportBuilder.valueCell(run.metric(step, col.metric())));
                    rel.add(ReportBuilder.relativeCell(Relative.of(run.metric(step, col.metric()),
                            c.base().metric(step, col.metric()), col.direction())));
                }
                absolute.add(abs);
                relative.add(rel);
            }
            tables.add(new Table("efficiency-" + step, "Efficiency: " + step,
                    "Per operation of the step's headline unit; wkbpi per inserted row; dbgb at step end.",
                    header, absolute));
            tables.add(new Table("efficiency-relative-" + step, "Efficiency relative to " + c.base().label() + ": "
                    + step, "Value / base; lower is better, so <= 0.95 is marked better.", ratioHeader, relative));
        }
        return new Section("Efficiency", tables, List.of());
    }

    private static String unit(Comparison c, String step, String metric) {
        return c.runs().stream().flatMap(r -> r.steps(step).stream()).map(s -> s.metric(metric))
                .filter(Objects::nonNull).map(MetricResult::unit).filter(Objects::nonNull).findFirst().orElse(null);
    }
}
