package io.storagebench.spi.schema;

/**
 * Column types and the Java values that carry them in rows ({@code Object[]}) and to a {@code RowSink}.
 * TIMESTAMP values are whole seconds since the epoch, as a {@code Long}, in local time without zone (the engine
 * stores them as given; SQL engines map them to {@code timestamp without time zone} / {@code DATETIME}).
 */
public enum ColumnType {
    /** 64-bit signed; a {@code Long}. */
    BIGINT,
    /** 32-bit signed; an {@code Integer}. */
    INT,
    /** Seconds since the epoch, second resolution; a {@code Long}. */
    TIMESTAMP,
    /** Variable-length text of at most {@code length} characters; a {@code String}. */
    VARCHAR,
    /** Fixed-length text of {@code length} characters (shorter values are padded by SQL engines); a {@code String}. */
    CHAR,
    /** Variable-length bytes of at most {@code length}; a {@code byte[]}. Key-value spaces use it. */
    BINARY;

    /** True for the types delivered through {@code RowSink.longValue}. */
    public boolean isInteger() {
        return this == BIGINT || this == INT || this == TIMESTAMP;
    }
}
