package io.storagebench.spi.op;

import java.util.Objects;

/** Key-value Put on a key-value space (a table made with {@code TableSpec.keyValue}). */
public record KvPutSpec(String space) {
    public KvPutSpec {
        Objects.requireNonNull(space, "space");
    }
}
