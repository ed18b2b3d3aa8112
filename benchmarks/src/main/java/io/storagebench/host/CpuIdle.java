package io.storagebench.host;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The host's cpuidle driver and governor, read from sysfs. They decide whether a CPU latency QoS request does
 * anything: a governor picks idle states through the driver and skips those slower to leave than the request, while
 * with driver "none" (no driver registered, common in VMs) an idle CPU just halts and the request is never consulted.
 *
 * @param driver   the driver's name, "none" when the kernel has none, "unknown" when sysfs cannot be read
 * @param governor the governor's name, "unknown" when sysfs cannot be read
 */
record CpuIdle(String driver, String governor) {
    /** Where Linux publishes the cpuidle framework's state. */
    static final Path SYSFS = Path.of("/sys/devices/system/cpu/cpuidle");

    private static final String UNKNOWN = "unknown";

    static CpuIdle read() {
        return read(SYSFS);
    }

    /** The governor is in {@code current_governor} when it can be switched, in {@code current_governor_ro} if not. */
    static CpuIdle read(Path dir) {
        String governor = firstLine(dir.resolve("current_governor"));
        return new CpuIdle(firstLine(dir.resolve("current_driver")),
                governor.equals(UNKNOWN) ? firstLine(dir.resolve("current_governor_ro")) : governor);
    }

    private static String firstLine(Path file) {
        try {
            String text = Files.readString(file).strip();
            return text.isEmpty() ? UNKNOWN : text.lines().findFirst().orElse(UNKNOWN);
        } catch (IOException | RuntimeException e) {
            return UNKNOWN;
        }
    }
}
