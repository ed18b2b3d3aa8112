package io.storagebench.report.layout;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.Direction;
import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.report.compare.Relative;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Chart.ChartSeries;
import io.storagebench.results.ActorResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;

/** The charts as data: relative throughput bars, throughput per second per step, latency percentiles per step. */
public final class Charts {
    /**
     * The headline unit counted in rows (ips); any other unit (ops: qps) is plotted as operations. Bundles spell units
     * in lower case, as the runner's {@code StepResultBuilder.unitName} writes them; compared ignoring case.
     */
    static final String ROWS_UNIT = "rows";
    /** A series interval this long or longer is a whole sampled second (less nanosecond rounding). */
    static final double FULL_INTERVAL_SECONDS = 1.0 - 1e-6;
    /** Fewer points than this draw no line. */
    private static final int MIN_POINTS = 2;

    private Charts() {
    }

    /** Relative throughput per step; with more steps than {@link Defaults#MAX_STEP_COLUMNS}, bars across. */
    static List<Chart> relativeThroughput(Comparison c) {
        if (c.runs().size() < 2) {
            return List.of();
        }
        return List.of(relativeBars("chart-relative-throughput", "Throughput relative to " + c.base().label(), c,
                c.steps(), c.steps().size() > Defaults.MAX_STEP_COLUMNS ? Chart.Kind.HBAR : Chart.Kind.BAR));
    }

    /** A bar per run but the base per step: its headline over the base's (absent or infinite: no bar). */
    public static Chart relativeBars(String id, String title, Comparison c, List<String> steps, Chart.Kind kind) {
        List<ChartSeries> series = new ArrayList<>();
        for (Run run : c.runs()) {
            if (run == c.base()) {
                continue;
            }
            List<Double> y = new ArrayList<>();
            for (String step : steps) {
                Relative r = Relative.of(run.headline(step), c.base().headline(step), Direction.HIGHER_IS_BETTER);
                y.add(r.ratio() == null || r.ratio().isInfinite() ? Double.NaN : r.ratio());
            }
            series.add(new ChartSeries(run.label(), List.of(), y));
        }
        return new Chart(id, title, kind, "step", "ratio to base", steps, series, false);
    }

    /**
     * Per step, the headline actor's rate in each series interval (rows per second for a headline in rows, operations
     * per second otherwise) of each run's first repeat. A run whose series has no whole second (a step shorter than a
     * second) or fewer than two intervals adds no line; a step without lines gets no chart.
     */
    static List<Chart> overTime(Comparison c) {
        List<Chart> charts = new ArrayList<>();
        for (String step : c.steps()) {
            List<ChartSeries> series = new ArrayList<>();
            String unit = "ops/s";
            for (Run run : c.runs()) {
                List<StepResult> steps = run.steps(step);
                if (steps.isEmpty() || steps.get(0).headline() == null) {
                    continue;
                }
                StepResult s = steps.get(0);
                ActorResult actor = s.actor(s.headline().actor());
                ChartSeries line = actor == null || actor.series() == null ? null
                        : rates(run.label(), actor.series(), countsRows(s.headline()));
                if (line != null) {
                    unit = s.headline().label();
                    series.add(line);
                }
            }
            if (!series.isEmpty()) {
                charts.add(new Chart("chart-over-time-" + step, step + ": " + unit + " per second", Chart.Kind.LINE,
                        "seconds", unit, List.of(), series, false));
            }
        }
        return charts;
    }

    /** Whether the headline counts rows rather than operations. */
    static boolean countsRows(HeadlineResult headline) {
        return ROWS_UNIT.equalsIgnoreCase(headline.unit());
    }

    /**
     * Each interval's count divided by its length, at the interval's end: the last interval is usually partial, and
     * its raw count would draw a false dip. Zero-length intervals are skipped. Null when the series is too short.
     */
    private static ChartSeries rates(String name, Series data, boolean rows) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        boolean wholeSecond = false;
        double start = 0;
        for (int i = 0; i < data.size(); i++) {
            double end = data.seconds().get(i);
            double length = end - start;
            if (length <= 0) {
                continue;
            }
            start = end;
            wholeSecond |= length >= FULL_INTERVAL_SECONDS;
            x.add(end);
            y.add((rows ? data.rows().get(i) : data.ops().get(i)) / length);
        }
        return wholeSecond && x.size() >= MIN_POINTS ? new ChartSeries(name, x, y) : null;
    }

    static Chart percentiles(Comparison c, String step, String actor) {
        List<String> categories = new ArrayList<>();
        Defaults.PERCENTILES.forEach(p -> categories.add("p" + p));
        categories.add("max");
        List<ChartSeries> series = new ArrayList<>();
        for (Run run : c.runs()) {
            LatencyDistribution d = ReportBuilder.latency(run, step, actor);
            List<Double> y = new ArrayList<>();
            for (String p : Defaults.PERCENTILES) {
                y.add(d == null ? Double.NaN : d.percentileMicros(Double.parseDouble(p)));
            }
            y.add(d == null ? Double.NaN : d.maxMicros());
            series.add(new ChartSeries(run.label(), List.of(), y));
        }
        return new Chart("chart-latency-" + step, step + ": " + actor + " response time", Chart.Kind.BAR,
                "percentile", "microseconds (log)", categories, series, true);
    }
}
