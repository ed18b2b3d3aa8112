package io.storagebench.spi.schema;

import java.util.List;
import java.util.Objects;

/**
 * A table: its columns in order, the single primary-key column, and whether the engine assigns the key.
 *
 * <p>With {@code autoIncrement}, inserts that leave the key out get keys that increase strictly within the table
 * (gaps allowed, as with a Postgres sequence cache or InnoDB auto-increment). A key-value space is a table of two
 * BINARY columns ({@link #keyValue}).
 */
public record TableSpec(String name, List<ColumnSpec> columns, String primaryKey, boolean autoIncrement) {
    public TableSpec {
        Objects.requireNonNull(name, "name");
        columns = List.copyOf(columns);
        Objects.requireNonNull(primaryKey, "primaryKey");
        if (columns.stream().noneMatch(c -> c.name().equals(primaryKey))) {
            throw new IllegalArgumentException("primary key " + primaryKey + " is not a column of " + name);
        }
        if (autoIncrement && !column(columns, primaryKey).type().isInteger()) {
            throw new IllegalArgumentException("auto-increment key " + primaryKey + " of " + name + " is not an integer");
        }
    }

    /** A key-value space: columns {@code k} (primary key) and {@code v}, both BINARY. */
    public static TableSpec keyValue(String name, int maxKeyLength, int maxValueLength) {
        return new TableSpec(name, List.of(ColumnSpec.of("k", ColumnType.BINARY, maxKeyLength),
                ColumnSpec.of("v", ColumnType.BINARY, maxValueLength)), "k", false);
    }

    /** The column of that name. */
    public ColumnSpec column(String columnName) {
        return column(columns, columnName);
    }

    /** Position of the column in {@link #columns()}. */
    public int indexOf(String columnName) {
        for (int i = 0; i < columns.size(); i++) {
            if (columns.get(i).name().equals(columnName)) {
                return i;
            }
        }
        throw new IllegalArgumentException("no column " + columnName + " in table " + name);
    }

    private static ColumnSpec column(List<ColumnSpec> columns, String columnName) {
        for (ColumnSpec c : columns) {
            if (c.name().equals(columnName)) {
                return c;
            }
        }
        throw new IllegalArgumentException("no column " + columnName);
    }
}
