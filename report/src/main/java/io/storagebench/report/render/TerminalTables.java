package io.storagebench.report.render;

import io.storagebench.report.TextTable;
import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * A section's tables as terminal text, for a command to print what it most wants seen (a sweep's scaleup) under
 * the files it wrote: each table's title, then its rows padded, labels left and figures right, marks left out.
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
                    .append(TextTable.render(rows, Set.of(0)));
        }
        return out.toString();
    }
}
