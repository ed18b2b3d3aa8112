package io.storagebench.results;

/**
 * Whether the run held a CPU latency QoS request (Linux {@code /dev/cpu_dma_latency}, as tuned's
 * latency-performance profile and cyclictest do), which tells the cpuidle governor to skip idle states slower to
 * leave than the request, and the host's cpuidle setup that decides whether such a request has any effect.
 *
 * @param held           true when the request was held for the whole run
 * @param requestMicros  the requested wake-up latency limit in microseconds (0: no deep idle state); -1 when not held
 * @param cpuidleDriver  the cpuidle driver ({@code /sys/devices/system/cpu/cpuidle/current_driver}); "none" when the
 *                       kernel has none registered, in which case an idle CPU halts without consulting the request;
 *                       "unknown" when it cannot be read
 * @param cpuidleGovernor the cpuidle governor ({@code current_governor} or {@code current_governor_ro}); "unknown"
 *                       when it cannot be read
 */
public record LatencyQos(boolean held, int requestMicros, String cpuidleDriver, String cpuidleGovernor) {
}
