package io.storagebench.e2e;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;

/**
 * The reads completed by the block device that holds a path, from /proc/diskstats (field 4), as the probes count
 * them: a test of the probes' device-wide figures checks with it that nothing else is reading that disk.
 */
record DeviceReads(int major, int minor) {
    /** The device of {@code path}'s filesystem (st_dev, in Linux's encoding of major and minor numbers). */
    static DeviceReads of(Path path) throws IOException {
        long dev = (Long) Files.getAttribute(path, "unix:dev");
        int major = (int) (((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL));
        int minor = (int) ((dev & 0xff) | ((dev >>> 12) & ~0xffL));
        return new DeviceReads(major, minor);
    }

    /** Reads the device completed per second over {@code window}, waited here; 0 when it is not in diskstats. */
    long perSecondOver(Duration window) throws IOException, InterruptedException {
        long before = completed();
        Thread.sleep(window.toMillis());
        return (completed() - before) * 1000 / window.toMillis();
    }

    private long completed() throws IOException {
        for (String line : Files.readAllLines(Path.of("/proc/diskstats"))) {
            String[] f = line.strip().split("\\s+");
            if (f.length > 3 && Integer.parseInt(f[0]) == major && Integer.parseInt(f[1]) == minor) {
                return Long.parseLong(f[3]);
            }
        }
        return 0;
    }
}
