package io.storagebench.spi.op;

/** A prepared {@link DeleteOldestSpec}. */
public interface DeleteOldest {
    /** Deletes up to {@code n} oldest rows with key {@code >= fromKey} as one statement; returns how many. */
    int execute(long fromKey, int n);
}
