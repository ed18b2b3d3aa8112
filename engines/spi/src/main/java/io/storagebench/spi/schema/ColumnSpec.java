package io.storagebench.spi.schema;

import java.util.Objects;

/** One column: name, type and, for text and binary, the maximum length (0 for the other types). */
public record ColumnSpec(String name, ColumnType type, int length) {
    public ColumnSpec {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(type, "type");
        if (length < 0) {
            throw new IllegalArgumentException("negative length for column " + name);
        }
    }

    public static ColumnSpec of(String name, ColumnType type) {
        return new ColumnSpec(name, type, 0);
    }

    public static ColumnSpec of(String name, ColumnType type, int length) {
        return new ColumnSpec(name, type, length);
    }
}
