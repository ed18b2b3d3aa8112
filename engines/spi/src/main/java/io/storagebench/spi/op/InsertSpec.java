package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * Insert rows into a table. {@code columns} names the values of each row, in order. When the table's primary key
 * is auto-increment and not among the columns, the engine assigns increasing keys; otherwise the key is given.
 * SQL: one multi-row {@code INSERT INTO t (columns) VALUES (...), (...)} per batch.
 *
 * <p>{@code adHoc}: the statement is to be sent as a new one on every execution, parsed and planned each time,
 * the way sysbench's {@code oltp_insert.lua} sends its INSERT as plain text. A SQL engine then keeps no
 * server-side prepared statement or cached plan for it; an engine without statements ignores the flag.
 */
public record InsertSpec(String table, List<String> columns, boolean adHoc) {
    public InsertSpec {
        Objects.requireNonNull(table, "table");
        columns = List.copyOf(columns);
    }

    /** A prepared insert: parsed and planned once, executed many times. */
    public InsertSpec(String table, List<String> columns) {
        this(table, columns, false);
    }
}
