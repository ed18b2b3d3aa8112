package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * sysbench, as mytools' sum_*.sh scripts summarise it: relative QPS per test in the groups of Mark's scripts and
 * blog: point (names with "point"), range without aggregation, range with aggregation ({@code read-only*}),
 * writes (names with delete, insert, update or write, so read-write is a write).
 */
final class SysbenchLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COLUMNS = GenericLayout.COMMON;

    @Override
    public List<EfficiencyColumn> efficiency() {
        return COLUMNS;
    }

    /** The group of a test; null for the load and the {@code .warm} tests, which Mark's summaries leave out. */
    static String group(String test) {
        String t = test.toLowerCase(Locale.ROOT);
        if (t.equals("load") || t.endsWith(".warm")) {
            return null;
        }
        if (t.contains("point")) {
            return "point";
        }
        if (t.matches(".*(delete|insert|update|write).*")) {
            return "writes";
        }
        if (t.startsWith("read-only")) {
            return "range with aggregation";
        }
        return "range";
    }

    @Override
    public List<Section> extraSections(Comparison c) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String g : List.of("point", "range", "range with aggregation", "writes")) {
            groups.put(g, new ArrayList<>());
        }
        for (String step : c.steps()) {
            String group = group(step);
            if (group != null) {
                groups.get(group).add(step);
            }
        }
        List<Table> tables = new ArrayList<>();
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            if (g.getValue().isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of("run"));
            header.addAll(g.getValue());
            List<List<Cell>> rows = new ArrayList<>();
            for (Run run : c.runs()) {
                List<Cell> row = new ArrayList<>(List.of(Cell.text(run.label())));
                for (String step : g.getValue()) {
                    row.add(ReportBuilder.relativeCell(Relative.of(run.headline(step), c.base().headline(step),
                            Direction.HIGHER_IS_BETTER)));
                }
                rows.add(row);
            }
            tables.add(new Table("relative-qps-" + g.getKey().replace(' ', '-'), "Relative QPS: " + g.getKey(),
                    "QPS / QPS of " + c.base().label() + ".", header, rows));
        }
        return List.of(new Section("Relative QPS by group", tables, List.of()));
    }
}
