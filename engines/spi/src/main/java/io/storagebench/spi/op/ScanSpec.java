package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * A full scan of a table in primary-key order, delivering the projection of the rows that pass {@code predicate}
 * ({@code null}: every row). The engine must visit every row: it may not answer from statistics.
 */
public record ScanSpec(String table, List<String> projection, Predicate predicate) {
    public ScanSpec {
        Objects.requireNonNull(table, "table");
        projection = List.copyOf(projection);
    }
}
