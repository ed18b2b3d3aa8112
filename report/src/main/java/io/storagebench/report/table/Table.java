package io.storagebench.report.table;

import java.util.List;

/**
 * A titled table: the header, then rows whose first cell is the row's label. {@code id} is a stable, file-name-safe
 * key (CSV column, HTML anchor); {@code note} says how to read it (base, orientation of ratios).
 */
public record Table(String id, String title, String note, List<String> header, List<List<Cell>> rows) {
    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
    }
}
