package io.storagebench.spi.op;

import java.util.Objects;

/** Key-value Get on a key-value space (a table made with {@code TableSpec.keyValue}). */
public record KvGetSpec(String space) {
    public KvGetSpec {
        Objects.requireNonNull(space, "space");
    }
}
