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
 * the files it wrote: each table's title, then its rows padded, labels and words left, figures right, marks left out.
 */
public final class TerminalTables {
    private TerminalTables() {
    }

    public static String render(Section section) {
        StringBuilder out = new StringBuilder();
        for (Table table : section.tables()) {
            List<String[]> rows = new ArrayList<>();
            rows.add(table.header().toArray(String[]::new));
            for (List<Cell> row : table.rows()) {
                rows.add(row.stream().map(Cell::text).toArray(String[]::new));
            }
            out.append(System.lineSeparator()).append(table.title()).append(System.lineSeparator())
                    .append(TextTable.render(rows, textColumns(table)));
        }
        return out.toString();
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
