package io.storagebench.probe;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A /proc and /sys tree in a temporary directory, from the fixture files: host counters, this process ({@code self})
 * with a foreground thread and a background thread ({@code rocksdb:low} unless a test names it otherwise), and the disk {@code vda} (254:0) whose partition
 * {@code vda1} (254:1) holds {@code /data}; {@code /dev/shm} is tmpfs. Tests move its counters forward by rewriting
 * files. Public for the command line's tests of what the probe will find.
 */
public final class FakeProc {
    public final Path proc;
    public final Path sys;
    /** Host system ticks (system, irq, softirq: each this much) and vda's reads, written by the next {@link #set}. */
    long systemTicks;
    long reads = 10;
    long sectorsRead = 80;
    long readMillis;
    /** The name of this process's second thread, written by the next {@link #set}. */
    String backgroundThread = "rocksdb:low";

    public FakeProc(Path root) throws IOException {
        proc = Files.createDirectories(root.resolve("proc"));
        sys = Files.createDirectories(root.resolve("sys"));
        Files.createDirectories(proc.resolve("self/task/100"));
        Files.createDirectories(proc.resolve("self/task/101"));
        Files.writeString(proc.resolve("self/mountinfo"), fixture("mountinfo")
                + "99 27 254:1 / /data rw,relatime - ext4 /dev/vda1 rw\n");
        Path disk = Files.createDirectories(sys.resolve("devices/virtio1/block/vda"));
        Files.writeString(disk.resolve("dev"), "254:0\n");
        Path part = Files.createDirectories(disk.resolve("vda1"));
        Files.writeString(part.resolve("dev"), "254:1\n");
        Files.writeString(part.resolve("partition"), "1\n");
        Files.createDirectories(sys.resolve("dev/block"));
        Files.createSymbolicLink(sys.resolve("dev/block/254:1"), part);
        Files.createSymbolicLink(sys.resolve("dev/block/254:0"), disk);
        set(0, 0, 0, 0, 0, 0);
    }

    /**
     * Writes counters: host busy and idle ticks (user, idle), host ctxt, this JVM's foreground and background ticks,
     * and vda's sectors written.
     */
    void set(long user, long idle, long ctxt, long fgTicks, long bgTicks, long sectorsWritten) throws IOException {
        String cpu = user + " 0 " + systemTicks + " " + idle + " 0 " + systemTicks + " " + systemTicks + " 0 0 0\n";
        Files.writeString(proc.resolve("stat"), "cpu  " + cpu + "cpu0 " + cpu + "ctxt " + ctxt + "\nbtime 1\n");
        Files.writeString(proc.resolve("self/stat"), stat(1, "java", fgTicks + bgTicks));
        Files.writeString(proc.resolve("self/task/100/stat"), stat(100, "sb-l.i0-insert", fgTicks));
        Files.writeString(proc.resolve("self/task/101/stat"), stat(101, backgroundThread, bgTicks));
        Files.writeString(proc.resolve("self/task/100/status"), "Name:\tx\nvoluntary_ctxt_switches:\t" + ctxt
                + "\nnonvoluntary_ctxt_switches:\t1\n");
        Files.writeString(proc.resolve("self/task/101/status"), "Name:\tx\nvoluntary_ctxt_switches:\t0\n"
                + "nonvoluntary_ctxt_switches:\t1\n");
        Files.writeString(proc.resolve("self/io"), "rchar: 1\nwchar: 1\nread_bytes: 0\nwrite_bytes: "
                + sectorsWritten * 512 + "\n");
        String reading = reads + " 0 " + sectorsRead + " " + readMillis;
        Files.writeString(proc.resolve("diskstats"), " 254       0 vda " + reading + " 20 0 " + sectorsWritten
                + " 0 0 0 0 0 0 0 0 0 0\n 254       1 vda1 " + reading + " 20 0 " + sectorsWritten
                + " 0 0 0 0 0 0 0 0 0 0\n");
    }

    private static String stat(long pid, String comm, long utime) {
        return pid + " (" + comm + ") S 1 1 1 0 -1 0 0 0 0 0 " + utime + " 0 0 0 20 0 2 0 5 0 0\n";
    }

    static String fixture(String name) throws IOException {
        try (InputStream in = FakeProc.class.getResourceAsStream("/proc/" + name)) {
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        }
    }
}
