/**
 * The Insert Benchmark's HTML report layout, registered as a {@code WorkloadLayout} service of the workloads' jar: its
 * efficiency columns and the background insert rate of the query steps against their target.
 */
package io.storagebench.ibench.report;
