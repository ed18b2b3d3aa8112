package io.storagebench.spi.op;

import java.util.Objects;

/**
 * Update one column of the rows whose primary key is in a list: {@code SET column = ?} or
 * {@code SET column = column + ?}. Secondary indexes over the column are maintained in the same transaction.
 */
public record UpdateSpec(String table, String column, Kind kind) {
    public enum Kind { SET, ADD }

    public UpdateSpec {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(kind, "kind");
    }
}
