package io.storagebench.results;

/**
 * How long this host takes to wake an idle thread, from a ping-pong of 1-byte messages between two threads that each
 * block in a read while the other works, as a 1-client benchmark and its database server do. Each transport runs
 * twice: idle (nothing else running, so a waiting vCPU drops into its idle state) and busy (one spinning thread
 * beside the pair keeps a vCPU out of it). All times are one round trip (two wake-ups) in microseconds; the busy
 * figures are the wake-up-free reference.
 *
 * @param roundTrips             round trips timed per run (after warm-up); the smallest count when a run was cut
 *                               short by its time limit
 * @param socketIdleMedianMicros loopback TCP (127.0.0.1, TCP_NODELAY), idle: median round trip
 * @param socketIdleP99Micros    loopback TCP, idle: 99th percentile round trip
 * @param socketBusyMedianMicros loopback TCP, busy: median round trip
 * @param socketBusyP99Micros    loopback TCP, busy: 99th percentile round trip
 * @param pipeIdleMedianMicros   two pipes (one per direction), idle: median round trip
 * @param pipeIdleP99Micros      two pipes, idle: 99th percentile round trip
 * @param pipeBusyMedianMicros   two pipes, busy: median round trip
 * @param pipeBusyP99Micros      two pipes, busy: 99th percentile round trip
 * @param wakeupMicros           what idleness adds to a loopback TCP round trip: idle median minus busy median,
 *                               floored at 0
 * @param slow                   whether wake-ups are slow enough to dominate a latency-bound step (the rule is the
 *                               self-test's, {@code io.storagebench.host.WakeupSelfTest})
 */
public record WakeupLatency(int roundTrips, double socketIdleMedianMicros, double socketIdleP99Micros,
                            double socketBusyMedianMicros, double socketBusyP99Micros, double pipeIdleMedianMicros,
                            double pipeIdleP99Micros, double pipeBusyMedianMicros, double pipeBusyP99Micros,
                            double wakeupMicros, boolean slow) {
}
