/**
 * db_bench's key-value steps as benchmark_compare.sh runs them (workload {@code kv}): fillseq, the random reads,
 * range seeks and MultiGets, overwrites, the maintenance steps and the reads beside a rate-limited writer, with
 * db_bench's step names, key format and compressible values; and the IO-efficiency study built from the same steps
 * (workload {@code io-efficiency}): O_DIRECT random reads of RocksDB against a queue-depth-1 O_DIRECT baseline of
 * the same filesystem (fio when installed, else a Java reader), at each thread count, apart and interleaved in
 * alternating slices whose device reads it counts itself.
 */
package io.storagebench.kv;
