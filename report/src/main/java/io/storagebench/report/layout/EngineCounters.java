package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.MetricResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * Each run's engine counters: whatever its bundles carry under {@code engine.} (RocksDB's tickers and properties,
 * PostgreSQL's {@code pg.*}, MariaDB's {@code mysql.*}, SQLite's {@code sqlite.*}), one table per run with a row per
 * counter and a column per step that has any, so every engine shows its own counters and none of another's. A
 * counter a step did not report is absent there, never 0.
 */
final class EngineCounters {
    /** The prefix the engine probe gives every counter of the engine's own. */
    static final String PREFIX = "engine.";

    private EngineCounters() {
    }

    /** The section, or none when no run's bundles carry engine counters. */
    static List<Section> sections(Comparison c) {
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < c.runs().size(); i++) {
            Run run = c.runs().get(i);
            SortedSet<String> counters = new TreeSet<>();
            List<String> steps = new ArrayList<>();
            for (String step : c.steps()) {
                List<String> names = run.steps(step).stream().flatMap(s -> s.metrics().stream())
                        .map(MetricResult::name).filter(n -> n.startsWith(PREFIX)).toList();
                if (!names.isEmpty()) {
                    steps.add(step);
                    counters.addAll(names);
                }
            }
            if (counters.isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of("counter"));
            header.addAll(steps);
            List<List<Cell>> rows = new ArrayList<>();
            for (String counter : counters) {
                List<Cell> row = new ArrayList<>(List.of(Cell.text(counter.substring(PREFIX.length()))));
                steps.forEach(step -> row.add(ReportBuilder.valueCell(run.metric(step, counter))));
                rows.add(row);
            }
            tables.add(new Table("engine-counters-" + (i + 1), "Engine counters: " + run.label(),
                    "The engine's own counters as it names them: one without a hyphen is its change over the step's "
                            + "measured window, one with a hyphen (a size, a ratio) its value at the step's end.",
                    header, rows));
        }
        return tables.isEmpty() ? List.of() : List.of(new Section("Engine counters", tables, List.of()));
    }
}
