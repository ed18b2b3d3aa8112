package io.storagebench.report.render;

import io.storagebench.report.TextTable;
import io.storagebench.report.compare.Mark;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * A section's tables as terminal text, for a command to print what it most wants seen (a sweep's scaleup) under
 * the files it wrote: each table's title, then its rows padded, labels and words left, figures right; with colour,
 * each marked cell in the colour the HTML report gives its mark (blue better, yellow worse, green and red the top and
 * bottom quarter, gray an SLA failure, absent dimmed), without, marks left out.
 */
public final class TerminalTables {
    private TerminalTables() {
    }

    public static String render(Section section) {
        return render(section, false);
    }

    /** The same, marked cells in colour when {@code colour} (ANSI escapes: for a terminal that shows them). */
    public static String render(Section section, boolean colour) {
        StringBuilder out = new StringBuilder();
        for (Table table : section.tables()) {
            List<String[]> rows = new ArrayList<>();
            List<String[]> styles = new ArrayList<>();
            rows.add(table.header().toArray(String[]::new));
            styles.add(new String[table.header().size()]);
            for (List<Cell> row : table.rows()) {
                rows.add(row.stream().map(Cell::text).toArray(String[]::new));
                styles.add(row.stream().map(cell -> style(cell.mark())).toArray(String[]::new));
            }
            out.append(System.lineSeparator()).append(table.title()).append(System.lineSeparator())
                    .append(TextTable.render(rows, textColumns(table), colour ? styles : null));
        }
        return out.toString();
    }

    /** A mark's ANSI SGR style: black on the HTML report's background colours, which read on light and dark. */
    static String style(Mark mark) {
        return switch (mark) {
            case BETTER -> "30;104";
            case WORSE -> "30;103";
            case TOP_QUARTER -> "30;102";
            case BOTTOM_QUARTER -> "30;101";
            case FAIL -> "30;47";
            case ABSENT -> "2";
            case NONE -> null;
        };
    }

    /** The label column, and every column of words only (no figure behind any cell, nothing marked absent). */
    private static Set<Integer> textColumns(Table table) {
        Set<Integer> left = new HashSet<>(Set.of(0));
        for (int col = 1; col < table.header().size(); col++) {
            int c = col;
            if (!table.rows().isEmpty() && table.rows().stream().map(r -> r.get(c))
                    .allMatch(cell -> cell.measure() == null && cell.mark() == Mark.NONE)) {
                left.add(col);
            }
        }
        return left;
    }
}
