/**
 * Step profilers: JMH's profiler SPI scoped to one step of a run. A {@link io.storagebench.profile.StepProfiler}
 * is told when a step's measured window opens ({@link io.storagebench.profile.StepProfiler#beforeWindow}) and gets
 * the step, the engine's watch targets and a directory under the bundle ({@code <bundle>.profiles/<step>/}); what it
 * returns when the window (or its bounded slice) closes is a {@link io.storagebench.results.ProfileResult} per
 * process group: collapsed stacks, an HTML flame graph beside them and each function's CPU µs per operation, or why
 * there is none. Built in: {@link io.storagebench.profile.AsyncCpuProfiler} (async-profiler in this JVM: the client
 * and an embedded engine's native frames) and {@link io.storagebench.profile.PerfServerProfiler} ({@code perf
 * record} of a server's processes) for {@code --profiler cpu}, and {@link io.storagebench.profile.StackSampler}
 * (eu-stack or gdb thread stacks of a server every second, counted; no µs per operation) for {@code --profiler
 * stacks}. {@link io.storagebench.profile.StepProfiling} runs them for the runner. Warmup
 * is never profiled. See docs/profiling.md.
 */
package io.storagebench.profile;
