package io.storagebench.spi.op;

import java.util.Objects;

/**
 * A filter for scans: {@code function(column) comparison operand}, e.g. sysbench's {@code LENGTH(c) < 0}.
 * {@code VALUE} compares an integer column, {@code LENGTH} the character length of a text column (bytes of a binary
 * one), {@code SQL_LENGTH} what the engine's SQL {@code LENGTH()} returns, as a reference tool's SQL text says it:
 * bytes on MySQL and MariaDB, characters on PostgreSQL and SQLite, characters where there is no SQL. The two agree
 * on ASCII text; {@code SQL_LENGTH} is for workloads that must cost what the reference's statement costs (MySQL's
 * {@code CHAR_LENGTH} decodes every character, its {@code LENGTH} does not).
 */
public record Predicate(String column, Function function, Comparison comparison, long operand) {
    public enum Function { VALUE, LENGTH, SQL_LENGTH }

    public enum Comparison { LT, LE, EQ, GE, GT }

    public Predicate {
        Objects.requireNonNull(column, "column");
        Objects.requireNonNull(function, "function");
        Objects.requireNonNull(comparison, "comparison");
    }

    /** True when {@code value} (the column's value or length) passes. */
    public boolean test(long value) {
        return switch (comparison) {
            case LT -> value < operand;
            case LE -> value <= operand;
            case EQ -> value == operand;
            case GE -> value >= operand;
            case GT -> value > operand;
        };
    }
}
