package io.storagebench.profile;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether this process may sample others with perf_events (kernel {@code perf_event_paranoid}): root,
 * CAP_PERFMON or CAP_SYS_ADMIN may do anything; others at level 2 only their own processes' user space (so the
 * event gets {@code :u}), and above 2 (Debian's and Ubuntu's extra levels) nothing.
 *
 * @param refusal     why perf may not be used, or null
 * @param eventSuffix {@code :u} when only user space may be sampled, else empty
 */
record Permission(String refusal, String eventSuffix) {
    private static final int CAP_SYS_ADMIN = 21;
    private static final int CAP_PERFMON = 38;

    static Permission read() {
        Path paranoidFile = Path.of("/proc/sys/kernel/perf_event_paranoid");
        int paranoid;
        try {
            paranoid = Integer.parseInt(Files.readString(paranoidFile).strip());
        } catch (IOException | NumberFormatException e) {
            return new Permission("perf_events is not available: " + paranoidFile + " cannot be read", "");
        }
        return decide(paranoid, privileged());
    }

    static Permission decide(int paranoid, boolean privileged) {
        if (privileged || paranoid < Defaults.PARANOID_USER_ONLY) {
            return new Permission(null, "");
        }
        if (paranoid == Defaults.PARANOID_USER_ONLY) {
            return new Permission(null, ":u");
        }
        return new Permission("perf_event_paranoid is " + paranoid + ": only root or CAP_PERFMON may profile "
                + "(sysctl kernel.perf_event_paranoid=2 allows a user's own processes)", "");
    }

    /** Effective CAP_PERFMON or CAP_SYS_ADMIN (root has both), from /proc/self/status. */
    private static boolean privileged() {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("CapEff:")) {
                    BigInteger caps = new BigInteger(line.substring("CapEff:".length()).strip(), 16);
                    return caps.testBit(CAP_SYS_ADMIN) || caps.testBit(CAP_PERFMON);
                }
            }
        } catch (IOException | NumberFormatException e) {
            // unknown: treated as unprivileged, which at worst samples user space only
        }
        return false;
    }
}
