/**
 * sysbench's HTML report layout, registered as a {@code WorkloadLayout} service of the workloads' jar: relative QPS by
 * group of tests, the groups also ordering a sweep's scaleup view and a version comparison's summary.
 */
package io.storagebench.sysbench.report;
