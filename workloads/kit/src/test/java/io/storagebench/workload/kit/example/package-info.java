/**
 * The {@code read-update} workload for storagebench: {@link io.storagebench.workload.kit.example.ReadUpdateWorkload}
 * (registered in {@code META-INF/services/io.storagebench.workload.Workload}) plans a load
 * ({@link io.storagebench.workload.kit.example.LoadWorker}) and a mix of reads and updates
 * ({@link io.storagebench.workload.kit.example.MixWorker}) over the key-value table of
 * {@link io.storagebench.workload.kit.example.Kv}. Change the steps and workers to the workload you
 * want to measure, and keep the kit test green.
 */
package io.storagebench.workload.kit.example;
