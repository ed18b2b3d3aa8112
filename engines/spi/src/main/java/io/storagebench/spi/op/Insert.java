package io.storagebench.spi.op;

import java.util.List;

/** A prepared {@link InsertSpec}. */
public interface Insert {
    /**
     * Inserts the rows as one statement: atomically, and in one transaction unless the session is inside
     * {@code begin()}. Each row holds the values of {@link InsertSpec#columns()} in order, typed as
     * {@link io.storagebench.spi.schema.ColumnType} says. Returns the number of rows inserted.
     */
    int execute(List<Object[]> rows);
}
