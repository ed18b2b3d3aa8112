package io.storagebench.results;

/**
 * The machine: name, logical CPUs, memory, OS and kernel, and the block device and filesystem under the data
 * directory ("unknown" when they cannot be read); {@code latency} is its wake-up self-test and CPU latency QoS for
 * the run (null in bundles written before they existed).
 */
public record HostInfo(String hostname, int cpus, long memoryBytes, String os, String kernel, String cpuModel,
                       String storageDevice, String filesystem, HostLatency latency) {
}
