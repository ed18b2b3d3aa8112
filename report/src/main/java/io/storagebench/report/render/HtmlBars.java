package io.storagebench.report.render;

import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Chart.ChartSeries;
import java.util.List;
import java.util.Locale;

/**
 * Draws a {@link Chart.Kind#HBAR} chart as HTML and CSS: a row per category with its label at the left and a bar per
 * series across, each bar's length its value over the chart's largest, a line at 1 (the base) and the value written
 * beside the bar. Rows grow with the categories rather than squeezing them, so 32 tests keep labels that can be read,
 * and the bars fit any page width; no image, no script.
 */
final class HtmlBars {
    /** Bar colours, one per series in order, cycling. */
    static final List<String> COLOURS = List.of("#4e79a7", "#f28e2b", "#59a14f", "#e15759", "#76b7b2", "#b07aa1",
            "#edc948", "#9c755f");
    static final String CSS = """
            table.hbar{border-collapse:collapse;width:100%;max-width:60em;font-size:.85em}
            table.hbar th{text-align:left;font-weight:normal;white-space:nowrap;background:none;border:0;
              padding:.1em .6em .1em 0}
            table.hbar td{border:0;border-left:1px solid #888;padding:.15em 0;position:relative;text-align:left;
              width:100%}
            table.hbar div.bar{height:.8em;line-height:.8em;margin:.1em 0;white-space:nowrap}
            table.hbar div.bar span{position:relative;left:100%;padding-left:.3em;font-size:.85em;color:#333}
            table.hbar div.one{position:absolute;top:0;bottom:0;border-left:1px dashed #555}
            div.legend{font-size:.85em;margin:.3em 0}
            div.legend span.key{display:inline-block;width:.9em;height:.9em;margin:0 .3em 0 .8em;vertical-align:middle}
            """;

    private HtmlBars() {
    }

    static String html(Chart chart) {
        double max = 1;
        for (ChartSeries s : chart.series()) {
            for (double v : s.y()) {
                if (!Double.isNaN(v)) {
                    max = Math.max(max, v);
                }
            }
        }
        StringBuilder out = new StringBuilder("<figcaption>").append(HtmlRenderer.escape(chart.title()))
                .append("</figcaption>\n<div class=\"legend\">");
        for (int i = 0; i < chart.series().size(); i++) {
            out.append("<span class=\"key\" style=\"background:").append(colour(i)).append("\"></span>")
                    .append(HtmlRenderer.escape(chart.series().get(i).name()));
        }
        out.append("</div>\n<table class=\"hbar\"><tbody>\n");
        String one = percent(1 / max);
        for (int c = 0; c < chart.categories().size(); c++) {
            out.append("<tr><th>").append(HtmlRenderer.escape(chart.categories().get(c)))
                    .append("</th><td><div class=\"one\" style=\"left:").append(one).append("\"></div>");
            for (int i = 0; i < chart.series().size(); i++) {
                double v = chart.series().get(i).y().get(c);
                String text = Double.isNaN(v) ? "absent" : String.format(Locale.ROOT, "%.2f", v);
                out.append("<div class=\"bar\" title=\"").append(HtmlRenderer.escape(chart.series().get(i).name()))
                        .append(": ").append(text).append("\" style=\"width:")
                        .append(Double.isNaN(v) ? "0%" : percent(Math.max(0, v) / max)).append(";background:")
                        .append(colour(i)).append("\"><span>").append(text).append("</span></div>");
            }
            out.append("</td></tr>\n");
        }
        return out.append("</tbody></table>").toString();
    }

    /** A share of the row's width; the largest bar leaves room for its value beside it. */
    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f%%", share * 90);
    }

    private static String colour(int series) {
        return COLOURS.get(series % COLOURS.size());
    }
}
