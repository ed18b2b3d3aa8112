package io.storagebench.spi.op;

import io.storagebench.spi.RowSink;

/** A prepared {@link RangeSpec}. */
public interface RangeRead {
    /** Reads the range; {@code lo}/{@code hi} are ignored where the spec's bound is NONE. Returns rows delivered. */
    int execute(long lo, long hi, RowSink sink);
}
