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
import io.storagebench.results.Series;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.List;

/** The charts as data: relative throughput bars, throughput per second per step, latency percentiles per step. */
final class Charts {
    private Charts() {
    }

    static List<Chart> relativeThroughput(Comparison c) {
        if (c.runs().size() < 2) {
            return List.of();
        }
        List<ChartSeries> series = new ArrayList<>();
        for (Run run : c.runs()) {
            if (run == c.base()) {
                continue;
            }
            List<Double> y = new ArrayList<>();
            for (String step : c.steps()) {
                Relative r = Relative.of(run.headline(step), c.base().headline(step), Direction.HIGHER_IS_BETTER);
                y.add(r.ratio() == null || r.ratio().isInfinite() ? Double.NaN : r.ratio());
            }
            series.add(new ChartSeries(run.label(), List.of(), y));
        }
        return List.of(new Chart("chart-relative-throughput", "Throughput relative to " + c.base().label(),
                Chart.Kind.BAR, "step", "ratio to base", c.steps(), series, false));
    }

    /** Per step, the headline actor's rate each second (rows for ips, operations for qps) of each run's first repeat. */
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
                Series data = actor == null ? null : actor.series();
                if (data == null || data.size() == 0) {
                    continue;
                }
                boolean rows = "ROWS".equals(s.headline().unit());
                unit = s.headline().label();
                List<Double> y = new ArrayList<>();
                for (int i = 0; i < data.size(); i++) {
                    y.add((double) (rows ? data.rows().get(i) : data.ops().get(i)));
                }
                series.add(new ChartSeries(run.label(), data.seconds(), y));
            }
            if (!series.isEmpty()) {
                charts.add(new Chart("chart-over-time-" + step, step + ": " + unit + " per second", Chart.Kind.LINE,
                        "seconds", unit, List.of(), series, false));
            }
        }
        return charts;
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
