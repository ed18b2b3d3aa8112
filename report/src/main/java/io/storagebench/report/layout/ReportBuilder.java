package io.storagebench.report.layout;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.compare.Value;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.EngineInfo;
import io.storagebench.results.ResultBundle;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeMap;

/**
 * Builds the report of a comparison, for any workload whose steps have headline rates: absolute and relative
 * throughput (engine x step, steps in rows when there are many), the scaleup view when the runs are a sweep, the
 * workload's own sections, efficiency per step (absolute and relative, ratios of costs where lower is better), each
 * engine's own counters, each client host's figures of a run merged from shards, response-time buckets and
 * percentiles, and the charts; last, when the runs are versions of one engine, the version summary.
 */
public final class ReportBuilder {
    private final WorkloadLayout layout;

    public ReportBuilder(WorkloadLayout layout) {
        this.layout = layout;
    }

    public static Report build(Comparison c) {
        return new ReportBuilder(WorkloadLayout.forWorkload(c.workload())).report(c);
    }

    public Report report(Comparison comparison) {
        Comparison c = derived(comparison);
        List<Section> sections = new ArrayList<>();
        sections.add(throughput(c));
        Scaleup.section(c, layout.groups(c.steps()), layout.rateName()).ifPresent(sections::add);
        sections.addAll(layout.extraSections(c));
        sections.add(Efficiency.section(c, layout.efficiency()));
        sections.addAll(EngineCounters.sections(c));
        sections.addAll(WhereTheCpuWent.sections(c));
        sections.addAll(Retries.sections(c));
        sections.addAll(ClientHosts.sections(c));
        sections.add(ResponseTimes.section(c));
        sections.add(new Section("Throughput over time", List.of(), Charts.overTime(c)));
        VersionSummarySection.section(c, layout).ifPresent(sections::add);
        return new Report(c.workload() + " (" + c.profile() + "): " + String.join(" vs ",
                c.runs().stream().map(Run::label).toList()), warnings(c), facts(c), sections);
    }

    /**
     * What the reader must see first: runs set up differently, then every warning a run's steps carry (a step not at
     * a steady state, a 1-client figure that measures the host), each once, under its run's label.
     */
    private static List<String> warnings(Comparison c) {
        Set<String> out = new LinkedHashSet<>(DifferingSettings.lines(c));
        for (Run run : c.runs()) {
            run.repeats().forEach(b -> b.steps().forEach(s -> s.warnings().forEach(w -> out.add(run.label() + ": "
                    + w))));
        }
        return List.copyOf(out);
    }

    /** The comparison with the layout's derived figures in every bundle. */
    private Comparison derived(Comparison c) {
        List<Run> runs = c.runs().stream()
                .map(r -> new Run(r.label(), r.repeats().stream().map(layout::derive).toList())).toList();
        return new Comparison(c.workload(), c.profile(), runs, c.baseIndex(), c.steps());
    }

    private static List<String> facts(Comparison c) {
        List<String> facts = new ArrayList<>();
        facts.add("Base: " + c.base().label() + ". Ratios are value / base; >= " + Defaults.HIGHLIGHT_HIGH
                + " and <= " + Defaults.HIGHLIGHT_LOW + " are highlighted as better or worse (for costs per "
                + "operation and latencies lower is better), and with repeats only when the runs' min..max "
                + "ranges do not overlap.");
        for (Run run : c.runs()) {
            ResultBundle b = run.repeats().get(0);
            EngineInfo e = b.engine();
            facts.add(String.format(Locale.ROOT, "%s: %s %s%s, cache %s%s; %s/%s seed %d; %d run%s (%s); "
                            + "host %s, %d CPUs, %s %s; %s %s (%s)",
                    run.label(), e.product(), e.version(), e.flavour() == null || e.flavour().isEmpty() ? ""
                            : " " + e.flavour(), size(e.cacheBytes()),
                    e.options().isEmpty() ? "" : ", options " + new TreeMap<>(e.options()),
                    b.workload().name(), b.workload().profile(), b.workload().seed(), run.repeats().size(),
                    run.repeats().size() == 1 ? "" : "s",
                    String.join(", ", run.repeats().stream().map(r -> r.status().name()).toList()),
                    b.host().hostname(), b.host().cpus(), b.host().storageDevice(), b.host().filesystem(),
                    b.framework().name(), b.framework().version(), b.framework().gitCommit())
                    + (b.merged() == null ? "" : "; merged from " + b.merged().count() + " shards of run "
                    + b.merged().runId() + " on " + String.join(", ", b.merged().hosts())));
        }
        return facts;
    }

    static String size(long bytes) {
        return bytes >= 1L << 30 ? Format.number(bytes / (double) (1L << 30)) + " GiB"
                : Format.number(bytes / (double) (1L << 20)) + " MiB";
    }

    private static Section throughput(Comparison c) {
        List<String> header = new ArrayList<>(List.of("run"));
        for (String step : c.steps()) {
            String label = c.runs().stream().map(r -> r.headlineLabel(step)).filter(l -> l != null).findFirst()
                    .orElse("");
            header.add(label.isEmpty() ? step : step + " " + label);
        }
        List<List<Cell>> absolute = new ArrayList<>();
        List<List<Cell>> relative = new ArrayList<>();
        for (Run run : c.runs()) {
            List<Cell> abs = new ArrayList<>(List.of(Cell.text(run.label())));
            List<Cell> rel = new ArrayList<>(List.of(Cell.text(run.label())));
            for (String step : c.steps()) {
                Cell cell = valueCell(run.headline(step));
                if (run.slaFailed(step)) {
                    cell = new Cell(cell.text() + " (SLA fail)", cell.measure(), Mark.FAIL, cell.note());
                }
                abs.add(cell);
                rel.add(relativeCell(Relative.of(run.headline(step), c.base().headline(step),
                        Direction.HIGHER_IS_BETTER)));
            }
            absolute.add(abs);
            relative.add(rel);
        }
        if (c.runs().size() > 1) {
            for (int col = 1; col < header.size(); col++) {
                quarters(absolute, col);
            }
        }
        boolean stepsInRows = c.steps().size() > Defaults.MAX_STEP_COLUMNS;
        Table abs = new Table("throughput", "Throughput (rows/s for ips, queries/s for qps)",
                        "The step's headline rate over its measured window, warmup excluded (iibench and sysbench "
                                + "divide by the whole step: each bundle has that rate too, as the headline's "
                                + "wholeStepValue). Per " + (stepsInRows ? "step" : "column")
                                + ", the top quarter of the "
                                + "range is green, the bottom quarter red (not when all are within 80% of the best); "
                                + "SLA fail (gray): the background inserter missed its target.", header, absolute);
        Table rel = new Table("throughput-relative", "Relative throughput",
                "Throughput / throughput of " + c.base().label() + "; higher is better.", header, relative);
        if (stepsInRows) {
            // sysbench's 32 tests as columns overflow a page: a row per step, a column per run
            abs = abs.transposed("step");
            rel = rel.transposed("step");
        }
        return new Section("Throughput", List.of(abs, rel), Charts.relativeThroughput(c));
    }

    /** Colours a column as the reference does: top quarter of [min, max] green, bottom quarter red; SLA gray wins. */
    private static void quarters(List<List<Cell>> rows, int col) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (List<Cell> row : rows) {
            if (row.get(col).measure() != null) {
                min = Math.min(min, row.get(col).measure().mean());
                max = Math.max(max, row.get(col).measure().mean());
            }
        }
        if (!(max > min)) {
            return;
        }
        double quarter = (max - min) * Defaults.QUARTER;
        boolean redAllowed = min < Defaults.CLOSE_RANGE * max;
        for (List<Cell> row : rows) {
            Cell cell = row.get(col);
            if (cell.measure() == null || cell.mark() != Mark.NONE) {
                continue;
            }
            double v = cell.measure().mean();
            Mark mark = v >= max - quarter ? Mark.TOP_QUARTER
                    : redAllowed && v <= min + quarter ? Mark.BOTTOM_QUARTER : Mark.NONE;
            row.set(col, new Cell(cell.text(), cell.measure(), mark, cell.note()));
        }
    }

    public static Cell valueCell(Value v) {
        if (!v.present()) {
            return Cell.absent(v.absentReason());
        }
        return new Cell(Format.measure(v.measure()), v.measure(), Mark.NONE, Format.spread(v.measure()));
    }

    public static Cell relativeCell(Relative r) {
        if (r.ratio() == null) {
            return Cell.absent(r.absentReason());
        }
        return new Cell(Format.ratio(r.ratio()), io.storagebench.report.compare.Measure.of(r.ratio()), r.mark(),
                null);
    }

    /** The distribution of one actor's response times in one step, or null. */
    static LatencyDistribution latency(Run run, String step, String actor) {
        return LatencyDistribution.of(run.responseTimes(step, actor));
    }
}
