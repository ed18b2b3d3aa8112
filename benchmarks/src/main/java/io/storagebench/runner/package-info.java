/**
 * The runner: executes a {@link io.storagebench.workload.WorkloadPlan} on an {@link io.storagebench.spi.Engine} and
 * measures it into {@link io.storagebench.results.StepResult}s.
 *
 * <p>{@link io.storagebench.runner.Runner} runs the steps in order; {@link io.storagebench.runner.StepRunner} runs one:
 * worker threads per actor, each with its own session, started together, paced by a
 * {@link io.storagebench.runner.Pacer} (closed loop, the Insert Benchmark's per-second window, or a fixed rate) and
 * timed from each operation's intended start (response time) and actual start (service time) into HdrHistogram
 * recorders. A {@link io.storagebench.runner.Sampler} takes one sample per second per actor for the series and the
 * {@link io.storagebench.runner.ProgressListener}. All time comes from one injectable
 * {@link io.storagebench.runner.Clock}, so pacing, warmup, durations and SLA verdicts are tested on a virtual clock.
 * A shard of a run split over processes meets the other shards before each step at a
 * {@link io.storagebench.runner.StepBarrier} and starts its first step at an agreed time
 * ({@link io.storagebench.runner.ShardTiming}), both waited for on the same clock. A failure becomes its step's error
 * as its class and message, or in the words the caller gives for it ({@link
 * io.storagebench.runner.RunnerSettings#failureWords}: a class an engine's jar lacks).
 * Every default number is in {@link io.storagebench.runner.Defaults}.
 */
package io.storagebench.runner;
