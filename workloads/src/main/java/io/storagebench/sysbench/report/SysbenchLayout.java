package io.storagebench.sysbench.report;

import io.storagebench.sysbench.Sysbench;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.layout.Charts;
import io.storagebench.report.layout.EfficiencyColumn;
import io.storagebench.report.layout.GenericLayout;
import io.storagebench.report.layout.ReportBuilder;
import io.storagebench.report.layout.WorkloadLayout;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
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
 * writes (names with delete, insert, update or write, so read-write is a write). The groups also order the
 * scaleup view of a sweep.
 */
public final class SysbenchLayout implements WorkloadLayout {
    static final List<EfficiencyColumn> COLUMNS = GenericLayout.COMMON;

    /** sysbench and every workload whose name starts with it. */
    @Override
    public boolean handles(String workload) {
        return workload.startsWith(Sysbench.NAME);
    }

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

    /** The reports call every test's rate QPS, scan's rows per second included. */
    @Override
    public String rateName() {
        return "QPS";
    }

    /** The tests of each group that has some, in the comparison's order: point, range, range-agg, writes. */
    @Override
    public Map<String, List<String>> groups(List<String> steps) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        for (String g : List.of("point", "range", "range with aggregation", "writes")) {
            groups.put(g, new ArrayList<>());
        }
        for (String step : steps) {
            String group = group(step);
            if (group != null) {
                groups.get(group).add(step);
            }
        }
        groups.values().removeIf(List::isEmpty);
        return groups;
    }

    /** The version summary's groups are the relative tables' groups: point, range, range-agg, writes. */
    @Override
    public Map<String, List<String>> summaryGroups(List<String> steps) {
        return groups(steps);
    }

    /**
     * Per group, relative QPS with the tests in rows and a column per run against the base (the reports' layout for
     * versions: a column per version), and a chart of one bar per run per test, drawn across so 32 tests stay
     * readable.
     */
    @Override
    public List<Section> extraSections(Comparison c) {
        List<Run> others = c.runs().stream().filter(r -> r != c.base()).toList();
        if (others.isEmpty()) {
            return List.of();
        }
        List<Table> tables = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        for (Map.Entry<String, List<String>> g : groups(c.steps()).entrySet()) {
            List<String> header = new ArrayList<>(List.of("test"));
            others.forEach(r -> header.add(r.label()));
            List<List<Cell>> rows = new ArrayList<>();
            for (String step : g.getValue()) {
                List<Cell> row = new ArrayList<>(List.of(Cell.text(step)));
                for (Run run : others) {
                    row.add(ReportBuilder.relativeCell(Relative.of(run.headline(step), c.base().headline(step),
                            Direction.HIGHER_IS_BETTER)));
                }
                rows.add(row);
            }
            String id = g.getKey().replace(' ', '-');
            tables.add(new Table("relative-qps-" + id, "Relative QPS: " + g.getKey(),
                    "QPS / QPS of " + c.base().label() + "; a column per run, a row per test.", header, rows));
            charts.add(Charts.relativeBars("chart-relative-qps-" + id, "Relative QPS: " + g.getKey() + " (base "
                    + c.base().label() + ")", c, g.getValue(), Chart.Kind.HBAR));
        }
        return List.of(new Section("Relative QPS by group", tables, charts));
    }
}
