package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Run;
import io.storagebench.report.merge.ShardMerge;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.MergedFrom;
import io.storagebench.results.MetricResult;
import java.util.ArrayList;
import java.util.List;
import java.util.SortedSet;
import java.util.TreeSet;

/**
 * For a run merged from shards on several client hosts, each host's own figures (its CPU, context switches and disk
 * per operation, the metrics a merge names {@code name@host}): one table per run with a row per figure and host and a
 * column per step. The efficiency tables show the run's figures; these show where they came from.
 */
final class ClientHosts {
    private ClientHosts() {
    }

    /** The section, or none when no run was merged from shards. */
    static List<Section> sections(Comparison c) {
        List<Table> tables = new ArrayList<>();
        for (int i = 0; i < c.runs().size(); i++) {
            Run run = c.runs().get(i);
            MergedFrom from = run.repeats().get(0).merged();
            if (from == null) {
                continue;
            }
            SortedSet<String> figures = new TreeSet<>();
            List<String> steps = new ArrayList<>();
            for (String step : c.steps()) {
                List<String> names = run.steps(step).stream().flatMap(s -> s.metrics().stream())
                        .map(MetricResult::name).filter(n -> n.contains(ShardMerge.AT_HOST)).toList();
                if (!names.isEmpty()) {
                    steps.add(step);
                    figures.addAll(names);
                }
            }
            if (figures.isEmpty()) {
                continue;
            }
            List<String> header = new ArrayList<>(List.of("figure", "host"));
            header.addAll(steps);
            List<List<Cell>> rows = new ArrayList<>();
            for (String figure : figures) {
                int at = figure.indexOf(ShardMerge.AT_HOST);
                List<Cell> row = new ArrayList<>(List.of(Cell.text(figure.substring(0, at)),
                        Cell.text(figure.substring(at + 1))));
                steps.forEach(step -> row.add(ReportBuilder.valueCell(run.metric(step, figure))));
                rows.add(row);
            }
            tables.add(new Table("client-hosts-" + (i + 1), "Client hosts: " + run.label(),
                    "Merged from " + from.count() + " shards of run " + from.runId() + " on " + from.hosts().size()
                            + " client host" + (from.hosts().size() == 1 ? "" : "s") + ": each host's own figures "
                            + "(the machine's counters once, its shards' JVMs added, per operation of its shards).",
                    header, rows));
        }
        return tables.isEmpty() ? List.of() : List.of(new Section("Client hosts", tables, List.of()));
    }
}
