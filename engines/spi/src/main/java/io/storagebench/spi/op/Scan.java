package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link ScanSpec}. */
public interface Scan {
    /** Scans the table; returns the number of rows delivered (not visited). */
    int execute(RowSink sink);
}
