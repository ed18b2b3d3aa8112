package io.storagebench.kv;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** The reads a block device has completed so far: the counter an interleaved step reads at each slice's edges. */
@FunctionalInterface
interface DeviceReads {
    /**
     * The cumulative count of completed reads.
     *
     * @throws UncheckedIOException  when the counter cannot be read
     * @throws IllegalStateException when the device left it
     */
    long reads();

    /**
     * The device of the filesystem holding {@code dir}, counted from {@code diskstats} (the kernel's
     * /proc/diskstats: {@code major minor name reads ...}). The device is the one the filesystem reports itself on
     * ({@code stat}'s st_dev): the partition, whose reads are those of the filesystem only, where the probes count
     * the whole disk. The workloads cannot see the probes, so this reads the one field it needs itself.
     *
     * @throws IllegalStateException when the filesystem reports no block device (a major number of 0: tmpfs, btrfs)
     */
    static DeviceReads of(Path dir, Path diskstats) {
        long dev;
        try {
            dev = ((Number) Files.getAttribute(dir, "unix:dev")).longValue();
        } catch (IOException | UnsupportedOperationException | IllegalArgumentException e) {
            throw new IllegalStateException("cannot tell the device of " + dir + ": " + e.getMessage(), e);
        }
        // glibc's gnu_dev_major and gnu_dev_minor
        long major = ((dev >>> 8) & 0xfff) | ((dev >>> 32) & ~0xfffL);
        long minor = (dev & 0xff) | ((dev >>> 12) & ~0xffL);
        if (major == 0) {
            throw new IllegalStateException(dir + " is on no block device (device 0:" + minor + ")");
        }
        String device = major + " " + minor;
        return () -> {
            String text;
            try {
                text = Files.readString(diskstats);
            } catch (IOException e) {
                throw new UncheckedIOException("cannot read " + diskstats + ": " + e.getMessage(), e);
            }
            for (String line : text.split("\n")) {
                String[] f = line.trim().split("\\s+");
                if (f.length >= 4 && (f[0] + " " + f[1]).equals(device)) {
                    return Long.parseLong(f[3]);
                }
            }
            throw new IllegalStateException("device " + major + ":" + minor + " is not in " + diskstats);
        };
    }
}
