package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * Rows whose primary key ({@code index == null}) or first secondary-index column equals one of a list of values:
 * {@code SELECT projection FROM t WHERE key IN (?, ...)}. Each matching row is returned once, in no particular
 * order, even when a value appears twice in the list.
 */
public record LookupSpec(String table, String index, List<String> projection) {
    public LookupSpec {
        Objects.requireNonNull(table, "table");
        projection = List.copyOf(projection);
        if (projection.isEmpty()) {
            throw new IllegalArgumentException("empty projection");
        }
    }

    public static LookupSpec byPrimaryKey(String table, List<String> projection) {
        return new LookupSpec(table, null, projection);
    }
}
