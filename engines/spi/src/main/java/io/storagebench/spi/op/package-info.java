/**
 * Operation shapes: the vocabulary workloads speak and engines interpret. Each shape is a spec record (what to
 * prepare, like the text of a prepared statement) and an interface (the prepared handle, executed many times with
 * parameters). A JDBC engine turns a spec into SQL through its dialect; RocksDB implements it on key-value pairs.
 *
 * <p>Common rules for every prepared handle: it belongs to the session that prepared it and to that session's
 * thread; {@code keys}/{@code count} parameters use the first {@code count} entries of the array; every execute
 * returns the number of rows it read, wrote or deleted; rows go to the {@link io.storagebench.spi.RowSink} in
 * projection order. Arrays passed in may be reused by the caller after execute returns.
 */
package io.storagebench.spi.op;
