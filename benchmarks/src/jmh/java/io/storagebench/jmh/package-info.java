/**
 * JMH benchmarks of storagebench's own hot paths: what the harness costs per operation
 * ({@link io.storagebench.jmh.HarnessOverheadBenchmark}) and what the engine SPI adds to a RocksDB point read over
 * plain RocksJava on the same data ({@link io.storagebench.jmh.RocksDbPointReadBenchmark}). Compiled by every build,
 * run only from the {@code jmh} profile's jar; {@code src/jmh/README.md} has the command and the last figures.
 */
package io.storagebench.jmh;
