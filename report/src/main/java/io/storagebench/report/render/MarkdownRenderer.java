package io.storagebench.report.render;

import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Link;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.List;

/**
 * The report as GitHub Markdown for pull requests: the warnings as a quote above all else, the facts as a list, each
 * table with its note. Highlights: better as a blue square, worse as a yellow one, SLA failures with a cross, a
 * throughput column's top and bottom quarter green and red. Charts are left to the HTML report.
 */
public final class MarkdownRenderer {
    private MarkdownRenderer() {
    }

    public static String render(Report report) {
        StringBuilder out = new StringBuilder();
        out.append("# ").append(escape(report.title())).append("\n\n");
        if (!report.warnings().isEmpty()) {
            out.append("> **\u26A0 ").append(escape(Report.WARNINGS_HEADING)).append(":**\n>\n");
            report.warnings().forEach(w -> out.append("> - ").append(escape(w)).append('\n'));
            out.append('\n');
        }
        for (String fact : report.facts()) {
            out.append("- ").append(escape(fact)).append('\n');
        }
        out.append("- Marks: \uD83D\uDFE6 better, \uD83D\uDFE8 worse, \u274C SLA failure, \uD83D\uDFE9/\uD83D\uDFE5 "
                + "top/bottom quarter of a throughput column; charts are in the HTML report.\n");
        for (Section section : report.sections()) {
            if (section.tables().isEmpty()) {
                continue;
            }
            out.append("\n## ").append(escape(section.heading())).append('\n');
            for (Table table : section.tables()) {
                table(out, table);
            }
        }
        return out.toString();
    }

    private static void table(StringBuilder out, Table table) {
        out.append("\n### ").append(escape(table.title())).append("\n\n");
        if (table.note() != null) {
            out.append(escape(table.note())).append("\n\n");
        }
        out.append('|');
        table.header().forEach(h -> out.append(' ').append(escape(h)).append(" |"));
        out.append("\n|");
        for (int i = 0; i < table.header().size(); i++) {
            out.append(i == 0 ? "---|" : "---:|");
        }
        out.append('\n');
        for (List<Cell> row : table.rows()) {
            out.append('|');
            row.forEach(c -> out.append(' ').append(cell(c)).append(" |"));
            out.append('\n');
        }
        if (!table.links().isEmpty()) {
            out.append('\n');
        }
        for (Link link : table.links()) {
            out.append("- ").append(escape(link.text())).append(": [").append(escape(link.file().name()))
                    .append("](").append(link.file().name()).append(")\n");
        }
    }

    private static String cell(Cell c) {
        String text = escape(c.text());
        return switch (c.mark()) {
            case BETTER -> "\uD83D\uDFE6 " + text;
            case WORSE -> "\uD83D\uDFE8 " + text;
            case TOP_QUARTER -> "\uD83D\uDFE9 " + text;
            case BOTTOM_QUARTER -> "\uD83D\uDFE5 " + text;
            case FAIL -> "\u274C " + text;
            case ABSENT -> "*" + text + "*";
            case NONE -> text;
        };
    }

    private static String escape(String s) {
        return s.replace("|", "\\|").replace("*", "\\*").replace("_", "\\_");
    }
}
