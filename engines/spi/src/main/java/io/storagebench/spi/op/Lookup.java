package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link LookupSpec}. */
public interface Lookup {
    /** Delivers the rows matching the first {@code count} values of {@code keys}; returns the number of rows. */
    int execute(long[] keys, int count, RowSink sink);
}
