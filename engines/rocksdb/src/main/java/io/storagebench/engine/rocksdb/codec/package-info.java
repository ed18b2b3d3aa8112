/**
 * Byte encodings of the RocksDB mapping: order-preserving keys (primary keys and secondary-index entries) and the
 * compact row value. Pure Java, no native objects, so the encodings are unit-testable without a database. The
 * layouts are described in the module's {@code README.md}.
 */
package io.storagebench.engine.rocksdb.codec;
