package io.storagebench.spi.op;

import java.util.Objects;

/** Key-value MultiGet on a key-value space (a table made with {@code TableSpec.keyValue}). */
public record KvMultiGetSpec(String space) {
    public KvMultiGetSpec {
        Objects.requireNonNull(space, "space");
    }
}
