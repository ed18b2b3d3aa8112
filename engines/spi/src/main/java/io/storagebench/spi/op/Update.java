package io.storagebench.spi.op;

/** A prepared {@link UpdateSpec}. */
public interface Update {
    /**
     * Updates the rows with the first {@code count} keys, as one statement. {@code value} is the new value (typed
     * as the column) for SET, or an integer delta ({@code Long} or {@code Integer}) for ADD. Returns the number of
     * rows changed; keys that match no row count for nothing.
     */
    int execute(long[] keys, int count, Object value);
}
