/**
 * The {@code ${workloadName}} workload for storagebench: {@link ${package}.${workloadPrefix}Workload}
 * (registered in {@code META-INF/services/io.storagebench.workload.Workload}) plans a load
 * ({@link ${package}.LoadWorker}) and a mix of reads and updates
 * ({@link ${package}.MixWorker}) over the key-value table of
 * {@link ${package}.Kv}. Change the steps and workers to the workload you
 * want to measure, and keep the kit test green.
 */
package ${package};
