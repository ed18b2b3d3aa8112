package io.storagebench.spi.op;

import java.util.List;
import java.util.Objects;

/**
 * A full scan of a table, delivering the projection of the rows that pass {@code predicate} ({@code null}: every
 * row) in {@code order}: primary-key order ({@link RowOrder#KEY}; INDEX is the same for a scan) or any
 * ({@link RowOrder#ANY}, SQL without ORDER BY: PostgreSQL then reads the heap in a Seq Scan instead of walking the
 * primary key). The engine must visit every row: it may not answer from statistics.
 *
 * <p>{@code adHoc}: sent as a new statement on every execution with the predicate's operand in its text, parsed
 * and planned each time, the way sysbench's {@code oltp_scan.lua} sends {@code SELECT * FROM sbtest1 WHERE
 * LENGTH(c) < 0} with {@code con:query}; an engine without statements ignores it.
 */
public record ScanSpec(String table, List<String> projection, Predicate predicate, RowOrder order, boolean adHoc) {
    public ScanSpec {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(order, "order");
        projection = List.copyOf(projection);
    }

    /** A prepared scan in primary-key order. */
    public ScanSpec(String table, List<String> projection, Predicate predicate) {
        this(table, projection, predicate, RowOrder.KEY, false);
    }
}
