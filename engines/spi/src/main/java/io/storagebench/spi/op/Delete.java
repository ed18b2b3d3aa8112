package io.storagebench.spi.op;

/** A prepared {@link DeleteSpec}. */
public interface Delete {
    /** Deletes the row with this key; returns 1, or 0 when there is none. */
    int execute(long key);
}
