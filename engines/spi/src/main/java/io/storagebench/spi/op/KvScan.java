package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link KvScanSpec}. */
public interface KvScan {
    /** Delivers up to {@code limit} rows of (key, value) from {@code start}; returns how many. */
    int execute(byte[] start, int limit, RowSink sink);
}
