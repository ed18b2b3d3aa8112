package io.storagebench.report.layout;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.VersionSummary;
import io.storagebench.report.compare.VersionSummary.Mover;
import io.storagebench.report.compare.VersionSummary.Pair;
import io.storagebench.report.compare.VersionSummary.Spread;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A version comparison's {@link VersionSummary} as the report's last section, which {@code compare} also prints:
 * a table of the groups of tests (rows) by pair of versions (columns), each cell the median relative throughput of
 * the group's tests with their min and max, and a last row counting the tests that moved; then per pair with movers,
 * a table of them with their cpu/o and cs/o ratios and what those say. Cells have the relative tables' classes.
 * Versions crossed with configurations get these tables once per configuration, its name in their titles.
 */
public final class VersionSummarySection {
    /** The section's heading, for a command that prints it. */
    public static final String HEADING = "Version summary";

    private VersionSummarySection() {
    }

    static Optional<Section> section(Comparison c, WorkloadLayout layout) {
        List<VersionSummary> summaries = VersionSummary.all(c, layout.summaryGroups(c.steps()));
        return summaries.isEmpty() ? Optional.empty() : Optional.of(section(summaries, layout.rateName()));
    }

    static Section section(VersionSummary summary, String rate) {
        return section(List.of(summary), rate);
    }

    static Section section(List<VersionSummary> summaries, String rate) {
        List<Table> tables = new ArrayList<>();
        for (int k = 0; k < summaries.size(); k++) {
            VersionSummary summary = summaries.get(k);
            // one configuration's tables: ids numbered after the first's, titles naming it
            String id = k == 0 ? "" : "-" + (k + 1);
            String of = summary.configuration().isEmpty() ? "" : " (" + summary.configuration() + ")";
            tables.add(groups(summary, rate, id, of));
            for (int i = 0; i < summary.pairs().size(); i++) {
                Pair pair = summary.pairs().get(i);
                List<Mover> movers = summary.movers(pair);
                if (!movers.isEmpty()) {
                    tables.add(movers(pair, movers, rate, (i + 1) + id, of));
                }
            }
        }
        return new Section(HEADING, tables, List.of());
    }

    private static Table groups(VersionSummary summary, String rate, String id, String of) {
        List<String> header = new ArrayList<>(List.of("group"));
        summary.pairs().forEach(p -> header.add(p.label()));
        List<List<Cell>> rows = new ArrayList<>();
        for (VersionSummary.GroupChange g : summary.groups()) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(g.group())));
            g.byPair().forEach(s -> row.add(s == null ? Cell.absent("no test of the group measured on both sides")
                    : spread(s)));
            rows.add(row);
        }
        List<Cell> moved = new ArrayList<>(List.of(Cell.text("moved")));
        for (Pair pair : summary.pairs()) {
            int n = summary.movers(pair).size();
            moved.add(new Cell((n == 0 ? "none" : n + "") + " of " + summary.tests(pair)
                    + (pair.noiseKnown() ? "" : ", noise unknown"), null, Mark.NONE, null));
        }
        rows.add(moved);
        return new Table("version-summary" + id, HEADING + of + ": relative " + rate
                + " by group, median (min-max) of its tests",
                rate + " of the newer version / " + rate + " of the older, per test; a cell is the median over the "
                        + "group's tests, with their min and max, marked as the relative tables are (<= "
                        + Defaults.HIGHLIGHT_LOW + " worse, >= "
                        + Defaults.HIGHLIGHT_HIGH + " better). moved: the tests beyond the "
                        + "noise (with repeats, the nearest repeats also " + VersionSummary.threshold()
                        + " or more apart), or without repeats beyond " + VersionSummary.threshold()
                        + " alone (noise unknown).", header, rows);
    }

    private static Cell spread(Spread s) {
        String text = Format.ratio(s.median()) + (s.tests() == 1 ? ""
                : " (" + Format.ratio(s.min()) + "-" + Format.ratio(s.max()) + ")");
        return new Cell(text, new Measure(s.median(), s.min(), s.max(), 0, s.tests()), s.mark(),
                s.tests() == 1 ? "1 test" : "median of " + s.tests() + " tests");
    }

    private static Table movers(Pair pair, List<Mover> movers, String rate, String index, String of) {
        List<List<Cell>> rows = new ArrayList<>();
        for (Mover m : movers) {
            rows.add(List.of(Cell.text(m.test()), new Cell(Format.ratio(m.ratio()), Measure.of(m.ratio()), m.mark(),
                    null), cost(m.cpu()), cost(m.cs()), Cell.text(m.reading())));
        }
        String title = pair.noiseKnown() ? "Moved beyond the noise: " + pair.label() + of
                : "Moved beyond " + VersionSummary.threshold() + ", noise unknown (" + singleRuns(pair) + "): "
                + pair.label() + of;
        return new Table("version-movers-" + index, title, "Relative " + rate + ", cpu/o and cs/o (host CPU and "
                + "context switches per operation) of " + pair.label() + "; cpu/o up with " + rate + " down is new "
                + "CPU overhead.", List.of("test", rate, "cpu/o", "cs/o", "reading"), rows);
    }

    private static String singleRuns(Pair pair) {
        boolean older = pair.older().repeats().size() == 1;
        boolean newer = pair.newer().repeats().size() == 1;
        return older && newer ? "single runs" : "a single run of "
                + (older ? pair.older() : pair.newer()).engine().version();
    }

    private static Cell cost(Double ratio) {
        if (ratio == null) {
            return Cell.absent("not measured on both sides");
        }
        return new Cell(Format.ratio(ratio), Measure.of(ratio), Relative.classOf(ratio, Direction.LOWER_IS_BETTER),
                null);
    }
}
