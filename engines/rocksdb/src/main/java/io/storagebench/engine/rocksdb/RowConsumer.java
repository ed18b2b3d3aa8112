package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowView;

/** Receives qualifying rows of a read, one decoded view at a time. */
@FunctionalInterface
interface RowConsumer {
    /** Takes one row; returns false when no more rows are wanted (a limit was reached). */
    boolean accept(RowView row);
}
