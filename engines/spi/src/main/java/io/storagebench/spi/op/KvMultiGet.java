package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link KvMultiGetSpec}. */
public interface KvMultiGet {
    /** Delivers key and value of each of the first {@code count} keys that exist, in key-list order. */
    int execute(byte[][] keys, int count, RowSink sink);
}
