package io.storagebench.spi.op;

import java.util.Objects;

/** {@code SELECT min(pk)} or {@code SELECT max(pk)} of a table. */
public record KeyBoundSpec(String table, Which which) {
    public enum Which { MIN, MAX }

    public KeyBoundSpec {
        Objects.requireNonNull(table, "table");
        Objects.requireNonNull(which, "which");
    }
}
