package io.storagebench.host;

/**
 * A host latency measurement or request that could not be made, with a one-line reason fit for the console and for
 * the bundle's note (for example "cannot hold the CPU latency QoS request: /dev/cpu_dma_latency: Permission denied
 * (needs root)").
 */
public final class HostLatencyException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    HostLatencyException(String message, Throwable cause) {
        super(message, cause);
    }

    HostLatencyException(String message) {
        super(message);
    }
}
