/**
 * YCSB's core workloads (A-F) as a storagebench workload: {@link io.storagebench.ycsb.Ycsb} with YCSB 0.17.0's
 * property names as its parameters, the load and run phases as steps, and YCSB's key generators written from their
 * definitions ({@link io.storagebench.ycsb.Zipfian}, {@link io.storagebench.ycsb.ScrambledZipfian},
 * {@link io.storagebench.ycsb.SkewedLatest}, {@link io.storagebench.ycsb.Hotspot} ...), each drawing from the
 * calling thread's own seeded generator. It uses the workload SPI and the engine SPI's key-value shapes, nothing
 * of the runner or the built-in workloads (YcsbDependsOnlyOnThePublicSpiTest), and is tested with the workload kit.
 */
package io.storagebench.ycsb;
