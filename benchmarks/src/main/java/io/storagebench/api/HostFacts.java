package io.storagebench.api;

import io.storagebench.results.HostInfo;
import io.storagebench.results.HostLatency;
import io.storagebench.results.JvmInfo;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.net.InetAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * The machine and JVM facts a result bundle records, read from /proc and /sys on Linux; a fact that cannot be read
 * is "unknown", never guessed.
 */
final class HostFacts {
    private static final String UNKNOWN = "unknown";

    private HostFacts() {
    }

    static HostInfo host(Path dataDir, HostLatency latency) {
        MountInfo mount = MountInfo.of(dataDir);
        return new HostInfo(hostname(), Runtime.getRuntime().availableProcessors(), memoryBytes(),
                System.getProperty("os.name") + " " + System.getProperty("os.arch"), System.getProperty("os.version"),
                cpuModel(), mount.device(), mount.filesystem(), latency);
    }

    static JvmInfo jvm() {
        return new JvmInfo(System.getProperty("java.vendor"), System.getProperty("java.version"),
                System.getProperty("java.vm.name"), Runtime.getRuntime().maxMemory(),
                ManagementFactory.getRuntimeMXBean().getInputArguments());
    }

    /** This host's name, or a word saying it is unknown. */
    static String hostname() {
        try {
            return InetAddress.getLocalHost().getHostName();
        } catch (IOException e) {
            return UNKNOWN;
        }
    }

    /** This host's memory (MemTotal), or -1 when it cannot be read. */
    static long memoryBytes() {
        for (String line : lines(Path.of("/proc/meminfo"))) {
            if (line.startsWith("MemTotal:")) {
                return Long.parseLong(line.replaceAll("[^0-9]", "")) * 1024;
            }
        }
        return -1;
    }

    private static String cpuModel() {
        for (String line : lines(Path.of("/proc/cpuinfo"))) {
            if (line.startsWith("model name")) {
                return line.substring(line.indexOf(':') + 1).trim();
            }
        }
        return UNKNOWN;
    }

    static List<String> lines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException | RuntimeException e) {
            return List.of();
        }
    }

    /** The whole-disk block device and filesystem type of the mount holding a path (/proc/self/mountinfo). */
    record MountInfo(String device, String filesystem) {
        static MountInfo of(Path path) {
            Path target = path.toAbsolutePath().normalize();
            String bestMount = "";
            MountInfo best = new MountInfo(UNKNOWN, UNKNOWN);
            for (String line : lines(Path.of("/proc/self/mountinfo"))) {
                // id parent major:minor root mountpoint options ... - fstype source superoptions
                String[] f = line.split(" ");
                int dash = List.of(f).indexOf("-");
                if (f.length < 5 || dash < 0 || dash + 1 >= f.length) {
                    continue;
                }
                String mountPoint = f[4].replace("\\040", " ");
                if (target.startsWith(mountPoint) && mountPoint.length() >= bestMount.length()) {
                    bestMount = mountPoint;
                    best = new MountInfo(wholeDisk(f[2]), f[dash + 1]);
                }
            }
            return best;
        }

        private static String wholeDisk(String majorMinor) {
            Path dev = Path.of("/sys/dev/block", majorMinor);
            try {
                Path real = dev.toRealPath();
                // a partition's sysfs directory sits inside its disk's directory
                Path disk = Files.exists(real.resolve("partition")) ? real.getParent() : real;
                return disk.getFileName() + " (" + majorMinor + ")";
            } catch (IOException e) {
                return "device " + majorMinor;
            }
        }
    }
}
