package io.storagebench.workload;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import java.util.Objects;

/**
 * The rows a loading step writes, so a run can be checked to fit its disk before it starts. A workload guarantees
 * that its figures are upper bounds of what the step writes, not estimates that may fall short.
 *
 * @param step      the step's name ({@code l.i0}, {@code load})
 * @param rows      rows it inserts, over all clients and tables
 * @param rowBytes  bytes of values one row holds at most, its index entries included
 * @param parameter the parameter that sets its rows, named in advice when the load is too large
 */
public record Load(String step, long rows, long rowBytes, String parameter) {
    public Load {
        Objects.requireNonNull(step, "step");
        Objects.requireNonNull(parameter, "parameter");
        if (rows < 0 || rowBytes < 1) {
            throw new IllegalArgumentException("load " + step + ": bad rows or row size");
        }
    }

    /**
     * The bytes of one row of {@code table} and its entries in {@code indexes} (indexed columns plus the primary
     * key): integers at their width, fixed text at its length, variable text and bytes at {@code variableBytes}
     * (the longest value the workload writes, not the declared maximum, which can be far larger).
     */
    public static long rowBytes(TableSpec table, List<IndexSpec> indexes, int variableBytes) {
        long bytes = table.columns().stream().mapToLong(c -> valueBytes(c, variableBytes)).sum();
        long key = valueBytes(table.column(table.primaryKey()), variableBytes);
        for (IndexSpec index : indexes) {
            bytes += key + index.columns().stream()
                    .mapToLong(name -> valueBytes(table.column(name), variableBytes)).sum();
        }
        return bytes;
    }

    private static long valueBytes(ColumnSpec column, int variableBytes) {
        return switch (column.type()) {
            case BIGINT, TIMESTAMP -> Long.BYTES;
            case INT -> Integer.BYTES;
            case CHAR -> column.length();
            case VARCHAR, BINARY -> Math.min(column.length(), variableBytes);
        };
    }
}
