package io.storagebench.spi.schema;

import java.util.List;
import java.util.Objects;

/**
 * A non-unique secondary index over one or more columns of a table. Entries are ordered by the index columns, then
 * by the primary key; every index covers its own columns and the primary key.
 */
public record IndexSpec(String name, String table, List<String> columns) {
    public IndexSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(table, "table");
        columns = List.copyOf(columns);
        if (columns.isEmpty()) {
            throw new IllegalArgumentException("index " + name + " has no columns");
        }
    }
}
