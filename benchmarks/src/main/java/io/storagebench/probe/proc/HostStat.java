package io.storagebench.probe.proc;

/**
 * The host-wide counters of {@code /proc/stat}: the aggregate {@code cpu} line in ticks and the {@code ctxt} line.
 * Busy = user + nice + system + irq + softirq (guest time is already inside user), split as vmstat's us (user + nice)
 * and sy (system + irq + softirq); total adds idle, iowait and steal.
 */
public record HostStat(long user, long nice, long system, long idle, long iowait, long irq, long softirq, long steal,
                       long contextSwitches) {

    public long busyTicks() {
        return userTicks() + systemTicks();
    }

    /** Time in user mode: user + nice. */
    public long userTicks() {
        return user + nice;
    }

    /** Time in the kernel: system + irq + softirq. */
    public long systemTicks() {
        return system + irq + softirq;
    }

    public long totalTicks() {
        return busyTicks() + idle + iowait + steal;
    }

    public static HostStat parse(String text) {
        long[] cpu = null;
        long ctxt = -1;
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f[0].equals("cpu")) {
                cpu = new long[8];
                for (int i = 0; i < 8 && i + 1 < f.length; i++) {
                    cpu[i] = Long.parseLong(f[i + 1]);
                }
            } else if (f[0].equals("ctxt") && f.length > 1) {
                ctxt = Long.parseLong(f[1]);
            }
        }
        if (cpu == null || ctxt < 0) {
            throw new IllegalArgumentException("no 'cpu' or 'ctxt' line in /proc/stat");
        }
        return new HostStat(cpu[0], cpu[1], cpu[2], cpu[3], cpu[4], cpu[5], cpu[6], cpu[7], ctxt);
    }
}
