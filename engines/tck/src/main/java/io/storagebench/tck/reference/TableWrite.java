package io.storagebench.tck.reference;

import java.util.Deque;

/**
 * One write statement against one table, applied by {@link ReferenceEngine} under the table's lock: at once outside a
 * transaction, at commit inside one.
 *
 * @param table  the table written
 * @param change applies the write, pushing the inverse of every change on the undo log; returns the rows written
 */
record TableWrite(String table, Change change) {

    /** The body of a write. */
    @FunctionalInterface
    interface Change {
        int apply(ReferenceTable table, Deque<Runnable> undo);
    }

    int apply(ReferenceTable t, Deque<Runnable> undo) {
        return change.apply(t, undo);
    }
}
