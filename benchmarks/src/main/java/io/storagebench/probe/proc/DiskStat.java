package io.storagebench.probe.proc;

import java.util.Optional;

/**
 * One device line of {@code /proc/diskstats}: {@code major minor name} then reads completed, reads merged, sectors
 * read, ms spent reading, writes completed, writes merged, sectors written, ... (the kernel's
 * Documentation/admin-guide/iostats.rst, fields 1 to 7). Sectors are always 512 bytes. The ms spent reading add up
 * every read request's time from its start to its completion, so concurrent reads each count in full: Δms / Δreads is
 * the mean time of one read, iostat's r_await.
 */
public record DiskStat(int major, int minor, String name, long reads, long sectorsRead, long readMillis, long writes,
                       long sectorsWritten) {
    public static final int SECTOR_BYTES = 512;

    /** The line of device {@code major:minor}, if /proc/diskstats has one. */
    public static Optional<DiskStat> find(String text, int major, int minor) {
        for (String line : text.split("\n")) {
            String[] f = line.trim().split("\\s+");
            if (f.length >= 10 && Integer.parseInt(f[0]) == major && Integer.parseInt(f[1]) == minor) {
                return Optional.of(new DiskStat(major, minor, f[2], Long.parseLong(f[3]), Long.parseLong(f[5]),
                        Long.parseLong(f[6]), Long.parseLong(f[7]), Long.parseLong(f[9])));
            }
        }
        return Optional.empty();
    }
}
