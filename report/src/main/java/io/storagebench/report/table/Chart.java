package io.storagebench.report.table;

import java.util.List;

/**
 * A chart as data, drawn by the HTML renderer: {@code LINE} series of (x, y) points, {@code BAR} series over named
 * categories (x values unused), or {@code HBAR}, the same bars across with a row per category, so that dozens of
 * categories (sysbench's 32 tests) keep labels that can be read. {@code logY} for figures spanning decades
 * (latencies).
 */
public record Chart(String id, String title, Kind kind, String xTitle, String yTitle, List<String> categories,
                    List<ChartSeries> series, boolean logY) {
    public Chart {
        categories = List.copyOf(categories);
        series = List.copyOf(series);
    }

    public enum Kind {
        LINE,
        BAR,
        HBAR
    }

    /** One series: x values (LINE) and y values, aligned. */
    public record ChartSeries(String name, List<Double> x, List<Double> y) {
        public ChartSeries {
            x = List.copyOf(x);
            y = List.copyOf(y);
        }
    }
}
