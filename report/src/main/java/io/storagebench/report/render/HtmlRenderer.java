package io.storagebench.report.render;

import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Chart;
import io.storagebench.report.table.Link;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.List;
import java.util.Locale;

/**
 * The report as one self-contained HTML page: inline CSS, charts inline as PNG data: URLs (bars across as HTML:
 * {@link HtmlBars}), no script and nothing fetched, so it opens from a file or a CI artifact without network.
 * Warnings stand in a box under the title. Highlights follow the reference: blue better, yellow worse, gray SLA
 * failure.
 */
public final class HtmlRenderer {
    private static final String CSS = """
            body{font-family:system-ui,sans-serif;margin:1.5em;color:#222}
            h1{font-size:1.4em}h2{font-size:1.2em;margin-top:1.6em;border-bottom:1px solid #ccc}
            h3{font-size:1em;margin-bottom:.2em}p.note{margin:.2em 0 .5em;color:#555;font-size:.9em}
            table{border-collapse:collapse;margin-bottom:1em;font-size:.9em}
            th,td{border:1px solid #ccc;padding:.2em .5em}td{text-align:right}td:first-child{text-align:left}
            th{background:#f3f3f3}
            td.better{background:#cfe2ff}td.top_quarter{background:#c8ecc8}td.bottom_quarter{background:#f6c6c6}td.worse{background:#fff3b0}td.fail{background:#bbb}
            td.absent{color:#888;font-style:italic}
            figure.chart{margin:0 0 1em 0}figure.chart img{max-width:100%;height:auto}
            ul.facts{font-size:.9em}
            div.warning{border:2px solid #c60;background:#fff1e0;padding:.4em 1em;margin:1em 0}
            """;

    private HtmlRenderer() {
    }

    public static String render(Report report) {
        StringBuilder out = new StringBuilder();
        out.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(escape(report.title())).append("</title>\n<style>").append(CSS).append(HtmlBars.CSS)
                .append("</style></head>\n")
                .append("<body>\n<h1>").append(escape(report.title())).append("</h1>\n");
        if (!report.warnings().isEmpty()) {
            out.append("<div class=\"warning\" role=\"alert\"><strong>\u26A0 ")
                    .append(escape(Report.WARNINGS_HEADING)).append(":</strong>\n<ul>\n");
            report.warnings().forEach(w -> out.append("<li>").append(escape(w)).append("</li>\n"));
            out.append("</ul></div>\n");
        }
        out.append("<ul class=\"facts\">\n");
        for (String fact : report.facts()) {
            out.append("<li>").append(escape(fact)).append("</li>\n");
        }
        out.append("</ul>\n");
        for (Section section : report.sections()) {
            out.append("<section><h2>").append(escape(section.heading())).append("</h2>\n");
            for (Table table : section.tables()) {
                table(out, table);
            }
            for (Chart chart : section.charts()) {
                out.append("<figure class=\"chart\" id=\"").append(escape(chart.id())).append("\">")
                        .append(chartOrReason(chart)).append("</figure>\n");
            }
            out.append("</section>\n");
        }
        out.append("</body></html>\n");
        return out.toString();
    }

    /** A chart that cannot be drawn (say, a JDK without fonts) leaves a line saying why; the tables still stand. */
    private static String chartOrReason(Chart chart) {
        if (chart.kind() == Chart.Kind.HBAR) {
            return HtmlBars.html(chart);
        }
        try {
            return ChartImages.img(chart);
        } catch (RuntimeException | InternalError | LinkageError e) {
            return "<p class=\"note\">chart " + escape(chart.title()) + " could not be drawn: "
                    + escape(String.valueOf(e.getMessage())) + "</p>";
        }
    }

    private static void table(StringBuilder out, Table table) {
        out.append("<h3>").append(escape(table.title())).append("</h3>\n");
        if (table.note() != null) {
            out.append("<p class=\"note\">").append(escape(table.note())).append("</p>\n");
        }
        out.append("<table id=\"").append(escape(table.id())).append("\"><thead><tr>");
        table.header().forEach(h -> out.append("<th>").append(escape(h)).append("</th>"));
        out.append("</tr></thead><tbody>\n");
        for (List<Cell> row : table.rows()) {
            out.append("<tr>");
            for (Cell c : row) {
                out.append("<td");
                if (c.mark() != io.storagebench.report.compare.Mark.NONE) {
                    out.append(" class=\"").append(c.mark().name().toLowerCase(Locale.ROOT)).append('"');
                }
                if (c.note() != null) {
                    out.append(" title=\"").append(escape(c.note())).append('"');
                }
                out.append('>').append(escape(c.text())).append("</td>");
            }
            out.append("</tr>\n");
        }
        out.append("</tbody></table>\n");
        for (Link link : table.links()) {
            out.append("<p class=\"note\"><a href=\"").append(escape(link.file().name())).append("\">")
                    .append(escape(link.text())).append("</a></p>\n");
        }
    }

    static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
