package io.storagebench.spi.op;

import java.util.Objects;

/**
 * The Insert Benchmark's delete: the {@code n} rows with the smallest primary keys at or above a key, with their
 * index entries. MySQL: {@code DELETE FROM t WHERE pk >= ? ORDER BY pk LIMIT n}; Postgres:
 * {@code DELETE FROM t WHERE pk IN (SELECT pk FROM t WHERE pk >= ? ORDER BY pk LIMIT n)}.
 */
public record DeleteOldestSpec(String table) {
    public DeleteOldestSpec {
        Objects.requireNonNull(table, "table");
    }
}
