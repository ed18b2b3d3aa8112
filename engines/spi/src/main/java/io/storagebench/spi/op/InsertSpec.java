package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * Insert rows into a table. {@code columns} names the values of each row, in order. When the table's primary key
 * is auto-increment and not among the columns, the engine assigns increasing keys; otherwise the key is given.
 * SQL: one multi-row {@code INSERT INTO t (columns) VALUES (...), (...)} per batch.
 */
public record InsertSpec(String table, List<String> columns) {
    public InsertSpec {
        Objects.requireNonNull(table, "table");
        columns = List.copyOf(columns);
    }
}
