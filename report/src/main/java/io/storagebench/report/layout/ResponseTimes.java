package io.storagebench.report.layout;

import io.storagebench.report.Defaults;
import io.storagebench.report.compare.Comparison;
import io.storagebench.report.compare.LatencyDistribution;
import io.storagebench.report.compare.Measure;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Run;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import io.storagebench.results.ActorResult;
import io.storagebench.results.StepResult;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Response times per step and actor (insert, delete, query), from the HDR histograms added up over repeats: the
 * reference's buckets as % of responses ("nonzero" when a share rounds to 0) with the max in seconds, and the
 * percentiles in microseconds.
 */
final class ResponseTimes {
    private ResponseTimes() {
    }

    static Section section(Comparison c) {
        List<Table> tables = new ArrayList<>();
        List<Chart> charts = new ArrayList<>();
        for (String step : c.steps()) {
            List<String> actors = actors(c, step);
            List<List<Cell>> buckets = new ArrayList<>();
            List<List<Cell>> percentiles = new ArrayList<>();
            for (String actor : actors) {
                for (Run run : c.runs()) {
                    LatencyDistribution d = ReportBuilder.latency(run, step, actor);
                    if (d == null) {
                        continue;
                    }
                    String label = run.label() + " " + actor;
                    buckets.add(bucketRow(label, d));
                    List<Cell> row = new ArrayList<>(List.of(Cell.text(label)));
                    for (String p : Defaults.PERCENTILES) {
                        row.add(number(d.percentileMicros(Double.parseDouble(p))));
                    }
                    row.add(number(d.maxMicros()));
                    percentiles.add(row);
                }
            }
            if (buckets.isEmpty()) {
                continue;
            }
            tables.add(new Table("response-time-buckets-" + step, "Response time: " + step,
                    "% of responses at or below each bound; max in seconds.", bucketHeader(), buckets));
            List<String> header = new ArrayList<>(List.of("run"));
            Defaults.PERCENTILES.forEach(p -> header.add("p" + p + " us"));
            header.add("max us");
            tables.add(new Table("response-time-percentiles-" + step, "Response time percentiles: " + step,
                    "From the HDR histograms (microseconds).", header, percentiles));
            charts.add(Charts.percentiles(c, step, actors.get(0)));
        }
        return new Section("Response time", tables, charts);
    }

    /** Actors with response times in the step, the headline actor first. */
    static List<String> actors(Comparison c, String step) {
        Set<String> out = new LinkedHashSet<>();
        for (Run run : c.runs()) {
            for (StepResult s : run.steps(step)) {
                if (s.headline() != null) {
                    out.add(s.headline().actor());
                }
            }
        }
        for (Run run : c.runs()) {
            for (StepResult s : run.steps(step)) {
                s.actors().stream().filter(a -> a.responseTime() != null && a.responseTime().count() > 0)
                        .map(ActorResult::name).forEach(out::add);
            }
        }
        return new ArrayList<>(out);
    }

    static List<String> bucketHeader() {
        List<String> header = new ArrayList<>(List.of("run"));
        for (long bound : Defaults.LATENCY_BUCKETS_MICROS) {
            header.add("<=" + micros(bound));
        }
        header.add(">" + micros(Defaults.LATENCY_BUCKETS_MICROS.get(Defaults.LATENCY_BUCKETS_MICROS.size() - 1)));
        header.add("max s");
        return header;
    }

    private static List<Cell> bucketRow(String label, LatencyDistribution d) {
        List<Cell> row = new ArrayList<>(List.of(Cell.text(label)));
        for (long count : d.bucketCounts()) {
            double pct = 100.0 * count / d.count();
            String text = String.format(Locale.ROOT, "%.2f", pct);
            if (count > 0 && text.equals("0.00")) {
                text = "nonzero";
            }
            row.add(new Cell(text, Measure.of(pct), Mark.NONE, null));
        }
        double max = d.maxMicros() / 1e6;
        row.add(new Cell(String.format(Locale.ROOT, "%.3f", max), Measure.of(max), Mark.NONE, null));
        return row;
    }

    private static Cell number(double v) {
        return new Cell(Format.number(v), Measure.of(v), Mark.NONE, null);
    }

    /** 256us, 1ms, 16s. */
    static String micros(long us) {
        if (us >= 1_000_000) {
            return us / 1_000_000 + "s";
        }
        return us >= 1000 ? us / 1000 + "ms" : us + "us";
    }
}
