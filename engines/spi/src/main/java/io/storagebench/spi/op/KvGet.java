package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link KvGetSpec}. */
public interface KvGet {
    /** Delivers the value (one row, one bytes value) when the key exists; returns whether it did. */
    boolean execute(byte[] key, RowSink sink);
}
