/**
 * The workload SPI: what a workload implements so that storagebench runs it, and the model the runner executes. A {@link io.storagebench.workload.Workload} turns a profile and
 * overrides into a {@link io.storagebench.workload.WorkloadPlan}: a list of {@link io.storagebench.workload.Step}s;
 * {@link io.storagebench.workload.ProfiledWorkload} answers for a workload from its name, profiles and parameters
 * and resolves the overrides, so a workload writes only its steps.
 * A step has {@link io.storagebench.workload.Actor}s (groups of worker threads, each with its own engine session,
 * closed-loop or paced), an end condition (its driver actors finish, or a duration), a warmup, SLAs and what to do
 * after it. A run split over processes plans one {@link io.storagebench.workload.Shard}'s share of it: a block of
 * the clients or threads, a range of the keys, a part of the background rates, the parameters staying the whole run's.
 * Workloads speak only the engine SPI; the runner owns threads, time and measurement. A worker that measures what
 * no probe sees ({@link io.storagebench.workload.StepFigures}) hands its {@link io.storagebench.workload.Figure}s to
 * the runner, which puts them among the step's metrics. This package depends on the engine SPI only, so a workload in
 * its own jar needs nothing but the two; the workload kit ({@code storagebench-workload-kit}) tests one.
 */
package io.storagebench.workload;
