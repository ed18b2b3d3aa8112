/**
 * The host under the benchmark, as far as it shapes latency: a short self-test run before the first step
 * ({@link io.storagebench.host.WakeupSelfTest}) measures how long an idle vCPU takes to wake a thread blocked in a
 * read, by timing 1-byte round trips between two threads over loopback TCP and over pipes with and without a
 * spinning thread beside them; and {@link io.storagebench.host.CpuLatencyQos} holds the kernel's CPU latency QoS
 * request for the run, the standard remedy. A 1-client step whose time per operation is mostly that wake-up measures
 * the host more than the engine ({@link io.storagebench.host.WakeupSelfTest#mostlyWakeup}). Failures here are one
 * line ({@link io.storagebench.host.HostLatencyException}), recorded in the bundle rather than failing the run.
 */
package io.storagebench.host;
