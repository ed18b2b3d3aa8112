package io.storagebench.spi.op;

import java.util.Objects;

/** Delete the row with a primary key: {@code DELETE FROM t WHERE pk = ?}, indexes included. */
public record DeleteSpec(String table) {
    public DeleteSpec {
        Objects.requireNonNull(table, "table");
    }
}
