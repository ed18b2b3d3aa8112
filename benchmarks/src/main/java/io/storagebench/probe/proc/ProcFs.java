package io.storagebench.probe.proc;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * Reads /proc and /sys under injectable roots (tests pass a directory of fixture files). Every read throws
 * {@link UncheckedIOException} or {@link IllegalArgumentException} when a file is missing or malformed; the probe turns
 * that into an absent metric with the message as its reason.
 */
public final class ProcFs {
    /**
     * {@code getconf CLK_TCK}: 100 on every Linux architecture we run on (the kernel's USER_HZ, fixed at 100 for
     * x86-64 and arm64 whatever CONFIG_HZ is), so it is assumed rather than read through a process.
     */
    public static final int CLOCK_TICKS_PER_SECOND = 100;

    private final Path proc;
    private final Path sys;

    public ProcFs(Path procRoot, Path sysRoot) {
        this.proc = procRoot;
        this.sys = sysRoot;
    }

    /** The real /proc and /sys. */
    public static ProcFs system() {
        return new ProcFs(Path.of("/proc"), Path.of("/sys"));
    }

    /** True when this looks like Linux: {@code <proc>/stat} exists. */
    public boolean available() {
        return Files.isReadable(proc.resolve("stat"));
    }

    public HostStat hostStat() {
        return HostStat.parse(read(proc.resolve("stat")));
    }

    /** {@code pid} is a number or {@code self}. */
    public PidStat pidStat(String pid) {
        return PidStat.parse(read(proc.resolve(pid).resolve("stat")));
    }

    /** The thread ids of a process. */
    public List<String> tasks(String pid) {
        return names(proc.resolve(pid).resolve("task"));
    }

    public PidStat taskStat(String pid, String tid) {
        return PidStat.parse(read(proc.resolve(pid).resolve("task").resolve(tid).resolve("stat")));
    }

    public long taskContextSwitches(String pid, String tid) {
        return KeyValues.contextSwitches(read(proc.resolve(pid).resolve("task").resolve(tid).resolve("status")));
    }

    /** {@code /proc/PID/io}: read_bytes, write_bytes, rchar, wchar, ... */
    /**
     * The resident set of {@code pid} in KB ({@code VmRSS} of its status file: its own and the shared pages it has
     * touched). A kernel thread has none and throws.
     */
    public long rssKb(String pid) {
        for (String line : read(proc.resolve(pid).resolve("status")).split("\n")) {
            if (line.startsWith("VmRSS:")) {
                return Long.parseLong(line.substring("VmRSS:".length()).replace("kB", "").trim());
            }
        }
        throw new IllegalArgumentException("/proc/" + pid + "/status has no VmRSS");
    }

    public java.util.Map<String, Long> io(String pid) {
        return KeyValues.parse(read(proc.resolve(pid).resolve("io")));
    }

    /** Every numeric entry of /proc: the live processes. */
    public List<String> pids() {
        return names(proc).stream().filter(n -> n.chars().allMatch(Character::isDigit)).toList();
    }

    /**
     * The whole-disk device that holds {@code path}: its mount's {@code major:minor} from {@code /proc/self/mountinfo},
     * then {@code /sys/dev/block/M:m}, moving to the parent when that is a partition.
     *
     * @throws IllegalArgumentException when the filesystem has no block device (tmpfs, overlay) or /sys lacks it
     */
    public DiskStat wholeDisk(Path path) {
        MountInfo mount = mount(path).orElseThrow(() -> new IllegalArgumentException("no mount holds " + path));
        if (mount.major() == 0) {
            throw new IllegalArgumentException(mount.mountPoint() + " is " + mount.fsType() + " (" + mount.source()
                    + "), not on a block device");
        }
        int[] disk = {mount.major(), mount.minor()};
        Path block = sys.resolve("dev/block/" + mount.major() + ":" + mount.minor());
        if (Files.exists(block.resolve("partition"))) {
            try {
                String[] parent = read(block.toRealPath().getParent().resolve("dev")).trim().split(":");
                disk = new int[] {Integer.parseInt(parent[0]), Integer.parseInt(parent[1])};
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        int major = disk[0];
        int minor = disk[1];
        return DiskStat.find(read(proc.resolve("diskstats")), major, minor)
                .orElseThrow(() -> new IllegalArgumentException("device " + major + ":" + minor
                        + " (holding " + path + ") is not in /proc/diskstats"));
    }

    /** The mount that holds {@code path}, from {@code /proc/self/mountinfo} (the path need not exist yet). */
    public Optional<MountInfo> mount(Path path) {
        return MountInfo.containing(read(proc.resolve("self/mountinfo")), path);
    }

    /** The current counters of a device found by {@link #wholeDisk}. */
    public DiskStat diskStat(DiskStat device) {
        return DiskStat.find(read(proc.resolve("diskstats")), device.major(), device.minor())
                .orElseThrow(() -> new IllegalArgumentException(device.name() + " left /proc/diskstats"));
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file + ": " + e.getClass().getSimpleName(), e);
        }
    }

    private static List<String> names(Path dir) {
        try (Stream<Path> entries = Files.list(dir)) {
            List<String> names = new ArrayList<>();
            entries.forEach(p -> names.add(p.getFileName().toString()));
            return names;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot list " + dir + ": " + e.getClass().getSimpleName(), e);
        }
    }

    /** A one-line reason for an absent metric. */
    public static String reason(RuntimeException e) {
        return e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
    }

}
