package io.storagebench.report.table;

import java.util.List;

/** A heading with its tables and charts. */
public record Section(String heading, List<Table> tables, List<Chart> charts) {
    public Section {
        tables = List.copyOf(tables);
        charts = List.copyOf(charts);
    }
}
