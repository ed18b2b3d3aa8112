/**
 * The sysbench microbenchmarks as Mark Callaghan runs them (mytools bench/sysbench.lua): the sbtest tables, a multi-row
 * load with the k index built afterwards, and the 32 reported tests (plus the {@code .pre} read tests) in the
 * reference order and with the reference names. Each worker call is one sysbench event and returns the statements
 * it ran, BEGIN and COMMIT included, so a step's rate in {@code Unit.QUERIES} is sysbench's QPS and its call rate
 * is sysbench's TPS.
 */
package io.storagebench.sysbench;
