package io.storagebench.spi.op;

import java.util.Objects;

/**
 * A key-value range scan: from a start key forward (keys {@code >=} start, ascending) or in reverse (keys
 * {@code <=} start, descending), as db_bench's seekrandom with {@code --reverse_iterator}.
 */
public record KvScanSpec(String space, boolean reverse) {
    public KvScanSpec {
        Objects.requireNonNull(space, "space");
    }
}
