/**
 * The embedded RocksDB engine, through rocksdbjni: {@link io.storagebench.engine.rocksdb.RocksDbEngineProvider}
 * opens a {@link io.storagebench.engine.rocksdb.RocksDbEngine}, whose sessions map every relational-lite operation
 * shape onto column families of key-value pairs (one per table, one per secondary index) and write each statement's
 * row and index changes in one WriteBatch. {@link io.storagebench.engine.rocksdb.ReadOnlyDatabase} opens an engine's
 * directory a second time, read-only, with the same options, for benchmarks against plain RocksJava. The mapping, options and counters are described in the module's
 * {@code README.md}; every number that shapes a run is in {@link io.storagebench.engine.rocksdb.Defaults}.
 */
package io.storagebench.engine.rocksdb;
