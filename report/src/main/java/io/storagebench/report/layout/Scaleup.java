package io.storagebench.report.layout;

import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Sweep;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Chart.ChartSeries;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The scaleup view of a sweep, as the published scaleup reports show it: per configuration swept and per test,
 * throughput at each count over throughput at the smallest, below the perfect scaleup (the count over the smallest),
 * and CPU and context switches per operation at each count over the smallest's (cpu/o, cs/o), which say why a test
 * falls short of perfect. Tables have the tests in rows and the counts in columns; a line chart per group of tests
 * draws relative throughput against the count beside the perfect line.
 */
public final class Scaleup {
    /** The section's heading, for a command that prints it. */
    public static final String HEADING = "Scaleup";
    /** Host CPU microseconds per operation: the reference's cpu/o (cpupq in the efficiency tables). */
    static final EfficiencyColumn CPU_PER_OP = EfficiencyColumn.cost("cpu/o", "cpu_us_per_op.host");
    /** Host context switches per operation: the reference's cs/o (cspq). */
    static final EfficiencyColumn CS_PER_OP = EfficiencyColumn.cost("cs/o", "cs_per_op.host");
    static final String PERFECT = "perfect scaleup";

    private Scaleup() {
    }

    /**
     * The section, when the comparison's runs form a sweep; {@code groups} are the tests by group, in order, and
     * {@code unit} what the tables call their rate (QPS).
     */
    static Optional<Section> section(Comparison c, Map<String, List<String>> groups, String unit) {
        Optional<Sweep> sweep = Sweep.of(c);
        if (sweep.isEmpty()) {
            return Optional.empty();
        }
        String parameter = sweep.get().parameter();
        List<Table> tables = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        for (Sweep.Series series : sweep.get().series()) {
            List<String> tests = groups.values().stream().flatMap(List::stream)
                    .filter(t -> series.base().headline(t).present()).toList();
            if (tests.isEmpty()) {
                continue;
            }
            String at1 = parameter + "=" + series.values().get(0);
            String id = slug(series.label());
            tables.add(throughput(series, parameter, tests, unit, id, at1));
            for (EfficiencyColumn cost : List.of(CPU_PER_OP, CS_PER_OP)) {
                if (series.runs().stream().anyMatch(r -> r.measures(cost.metric()))) {
                    tables.add(costs(series, parameter, tests, cost, id, at1));
                }
            }
            groups.forEach((group, inGroup) -> chart(series, parameter, inGroup, unit, group, id)
                    .ifPresent(charts::add));
        }
        return tables.isEmpty() ? Optional.empty() : Optional.of(new Section(HEADING, tables, charts));
    }

    private static Table throughput(Sweep.Series series, String parameter, List<String> tests, String unit,
                                    String id, String at1) {
        List<List<Cell>> rows = new ArrayList<>();
        List<Cell> perfect = new ArrayList<>(List.of(Cell.text(PERFECT)));
        for (int i = 1; i < series.values().size(); i++) {
            perfect.add(Cell.text(Format.ratio(series.values().get(i) / (double) series.values().get(0))));
        }
        rows.add(perfect);
        for (String test : tests) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(test)));
            for (Run run : series.runs().subList(1, series.runs().size())) {
                Cell cell = ReportBuilder.relativeCell(Relative.of(run.headline(test), series.base().headline(test),
                        Direction.HIGHER_IS_BETTER));
                // more clients should do more: a ratio above 1 is expected, not better, so only absence is marked
                row.add(cell.mark() == Mark.ABSENT ? cell : new Cell(cell.text(), cell.measure(), Mark.NONE, null));
            }
            rows.add(row);
        }
        return new Table("scaleup-" + id, "Scaleup of " + series.label() + ": relative " + unit,
                unit + " at each " + parameter + " / " + unit + " at " + at1 + "; the first row is perfect scaleup ("
                        + parameter + " / " + series.values().get(0) + ").", header(series, parameter), rows);
    }

    private static Table costs(Sweep.Series series, String parameter, List<String> tests, EfficiencyColumn cost,
                               String id, String at1) {
        List<List<Cell>> rows = new ArrayList<>();
        for (String test : tests) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(test)));
            for (Run run : series.runs().subList(1, series.runs().size())) {
                row.add(ReportBuilder.relativeCell(Relative.of(run.metric(test, cost.metric()),
                        series.base().metric(test, cost.metric()), cost.direction())));
            }
            rows.add(row);
        }
        return new Table("scaleup-" + cost.heading().replace("/", "") + "-" + id, "Scaleup of " + series.label()
                + ": " + cost.heading() + " relative to " + at1, cost.heading() + " (" + cost.metric() + ") at each "
                + parameter + " / at " + at1 + "; lower is better, so <= 0.95 is marked better: a test whose "
                + cost.heading() + " grows with the clients spends its added clients on contention.",
                header(series, parameter), rows);
    }

    /** Relative throughput against the count, a line per test of the group and the perfect line. */
    private static Optional<Chart> chart(Sweep.Series series, String parameter, List<String> tests, String unit,
                                         String group, String id) {
        List<Double> x = series.values().stream().map(Long::doubleValue).toList();
        List<ChartSeries> lines = new ArrayList<>();
        for (String test : tests) {
            List<Double> px = new ArrayList<>();
            List<Double> py = new ArrayList<>();
            for (int i = 0; i < series.runs().size(); i++) {
                Relative r = Relative.of(series.runs().get(i).headline(test), series.base().headline(test),
                        Direction.HIGHER_IS_BETTER);
                if (r.ratio() != null && !r.ratio().isInfinite()) {
                    px.add(x.get(i));
                    py.add(r.ratio());
                }
            }
            if (px.size() >= 2) {
                lines.add(new ChartSeries(test, px, py));
            }
        }
        if (lines.isEmpty()) {
            return Optional.empty();
        }
        lines.add(0, new ChartSeries(PERFECT, x, x.stream().map(v -> v / x.get(0)).toList()));
        return Optional.of(new Chart("chart-scaleup-" + id + "-" + slug(group), "Scaleup of " + series.label()
                + (group.isEmpty() ? "" : ", " + group) + ": relative " + unit, Chart.Kind.LINE, parameter,
                "relative " + unit, List.of(), lines, false));
    }

    private static List<String> header(Sweep.Series series, String parameter) {
        List<String> header = new ArrayList<>(List.of("test"));
        series.values().subList(1, series.values().size()).forEach(v -> header.add(parameter + "=" + v));
        return header;
    }

    private static String slug(String s) {
        return s.replaceAll("[^A-Za-z0-9._=-]+", "-");
    }
}
