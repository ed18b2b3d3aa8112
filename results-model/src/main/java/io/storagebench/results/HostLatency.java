package io.storagebench.results;

/**
 * The host's wake-up latency as measured before the first step, and the CPU latency QoS in force for the run. A
 * 1-client, latency-bound step whose time per operation is mostly {@link WakeupLatency#wakeupMicros()} measures the
 * host more than the engine.
 *
 * @param wakeup     the self-test's figures; null when it was not measured
 * @param wakeupNote why the wake-up latency was not measured (one line); null when it was
 * @param qos        the latency QoS request and cpuidle setup; never null ({@code held} is false when no request was
 *                   asked for, with the cpuidle driver and governor still filled in)
 */
public record HostLatency(WakeupLatency wakeup, String wakeupNote, LatencyQos qos) {
    public HostLatency {
        if (qos == null) {
            throw new IllegalArgumentException("qos is required (held=false when no request was made)");
        }
    }
}
