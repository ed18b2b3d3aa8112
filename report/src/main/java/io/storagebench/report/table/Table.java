package io.storagebench.report.table;

import java.util.ArrayList;
import java.util.List;

/**
 * A titled table: the header, then rows whose first cell is the row's label. {@code id} is a stable, file-name-safe
 * key (CSV column, HTML anchor); {@code note} says how to read it (base, orientation of ratios); {@code links} go to
 * files beside the report that show more of it (HTML and Markdown show them under the note).
 */
public record Table(String id, String title, String note, List<String> header, List<List<Cell>> rows,
                    List<Link> links) {
    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        links = List.copyOf(links);
    }

    /** A table without links. */
    public Table(String id, String title, String note, List<String> header, List<List<Cell>> rows) {
        this(id, title, note, header, rows, List.of());
    }

    /**
     * The same figures with rows and columns swapped, headed by {@code corner}: a table of many steps as columns
     * reads better, and fits a page, with the steps as rows.
     */
    public Table transposed(String corner) {
        List<String> newHeader = new ArrayList<>(List.of(corner));
        rows.forEach(row -> newHeader.add(row.get(0).text()));
        List<List<Cell>> newRows = new ArrayList<>();
        for (int col = 1; col < header.size(); col++) {
            List<Cell> row = new ArrayList<>(List.of(Cell.text(header.get(col))));
            for (List<Cell> r : rows) {
                row.add(r.get(col));
            }
            newRows.add(row);
        }
        return new Table(id, title, note, newHeader, newRows, links);
    }
}
