package io.storagebench.profile;

import java.io.IOException;
import java.math.BigInteger;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Whether this process may sample others with perf_events (kernel {@code perf_event_paranoid}): root,
 * CAP_PERFMON or CAP_SYS_ADMIN may do anything; others at level 2 only their own processes' user space (so the
 * event gets {@code :u}), and above 2 (Debian's and Ubuntu's extra levels) nothing. Also whether ptrace may attach to
 * a server's processes ({@link #ptraceRefusal()}), which {@code --profiler stacks} needs.
 *
 * @param refusal     why perf may not be used, or null
 * @param eventSuffix {@code :u} when only user space may be sampled, else empty
 */
record Permission(String refusal, String eventSuffix) {
    private static final int CAP_SYS_ADMIN = 21;
    private static final int CAP_PERFMON = 38;
    private static final int CAP_SYS_PTRACE = 19;

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

    /**
     * Why eu-stack or gdb may not attach to a server's processes (Yama's {@code kernel.yama.ptrace_scope}), or null.
     * A server is no descendant of the tool, so above 0 only CAP_SYS_PTRACE may attach, and at 3 no one may.
     */
    static String ptraceRefusal() {
        Path scopeFile = Path.of("/proc/sys/kernel/yama/ptrace_scope");
        try {
            return ptraceRefusal(Integer.parseInt(Files.readString(scopeFile).strip()), hasCapability(CAP_SYS_PTRACE));
        } catch (IOException | NumberFormatException e) {
            return null; // no Yama: ptrace is the classic owner-or-root check, which the tool's own error reports
        }
    }

    static String ptraceRefusal(int scope, boolean capPtrace) {
        if (scope >= 3) {
            return "ptrace is off (kernel.yama.ptrace_scope is 3, until reboot): no tool may read a server's stacks";
        }
        if (scope >= 1 && !capPtrace) {
            return "kernel.yama.ptrace_scope is " + scope + ": only root or CAP_SYS_PTRACE may read another "
                    + "process's stacks (sysctl kernel.yama.ptrace_scope=0 allows a user's own processes)";
        }
        return null;
    }

    /** Effective CAP_PERFMON or CAP_SYS_ADMIN (root has both), from /proc/self/status. */
    private static boolean privileged() {
        return hasCapability(CAP_SYS_ADMIN) || hasCapability(CAP_PERFMON);
    }

    private static boolean hasCapability(int bit) {
        try {
            for (String line : Files.readAllLines(Path.of("/proc/self/status"))) {
                if (line.startsWith("CapEff:")) {
                    return new BigInteger(line.substring("CapEff:".length()).strip(), 16).testBit(bit);
                }
            }
        } catch (IOException | NumberFormatException e) {
            // unknown: treated as unprivileged, which at worst samples user space only
        }
        return false;
    }
}
