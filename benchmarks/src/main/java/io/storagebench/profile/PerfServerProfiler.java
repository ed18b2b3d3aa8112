package io.storagebench.profile;

import io.storagebench.probe.Window;
import io.storagebench.probe.proc.PidStat;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * CPU samples of a server's processes on this host, by {@code perf record -F <hz> -e cpu-clock -g} attached to every
 * process of the server when the window opens (the roots {@link io.storagebench.spi.WatchTargets} names and their
 * children: PostgreSQL's backends and background processes, mariadbd's threads) and inherited by the backends it
 * forks after. The software {@code cpu-clock} event needs no hardware counters. Call graphs by frame pointers:
 * Debian's PostgreSQL and MariaDB keep them (docs/profiling.md), so their own functions are named along the whole
 * stack and only frames inside glibc lose their callers. {@code perf} runs as {@code perf record ... -- sleep
 * <slice>}, so it ends by itself at the slice's end even if this JVM dies; {@link Running#stop()} ends it sooner.
 * The basis of its functions' µs per operation is {@code cpu_us_per_op.server}.
 */
public final class PerfServerProfiler implements StepProfiler {
    static final String NAME = "perf";
    static final String GROUP = "server";
    static final String BASIS = "cpu_us_per_op.server";

    private final int hz;
    private final ProcFs proc;
    private final String perf;

    /**
     * @param perf the perf executable, or null to look for {@code perf} on the PATH
     */
    public PerfServerProfiler(int hz, ProcFs proc, String perf) {
        this.hz = hz;
        this.proc = proc;
        this.perf = perf;
    }

    @Override
    public String name() {
        return NAME;
    }

    @Override
    public Running beforeWindow(ProfileContext ctx) {
        if (ctx.targets().embedded()) {
            return Nothing.INSTANCE; // no server: the client's profile holds the engine
        }
        if (ctx.targets().serverPids().isEmpty()) {
            return StepProfiler.absent(NAME, GROUP, "the server is on another host (reached by URL): perf sees only "
                    + "this host's processes");
        }
        Optional<String> executable = executable(perf, "perf");
        if (executable.isEmpty()) {
            return StepProfiler.absent(NAME, GROUP, "perf is not installed (Debian: apt-get install linux-perf)");
        }
        Permission permission = Permission.read();
        if (permission.refusal() != null) {
            return StepProfiler.absent(NAME, GROUP, permission.refusal());
        }
        List<String> pids = serverProcesses(proc, ctx.targets().serverPids());
        Path data = ctx.dir().resolve(GROUP + ".perf.data");
        long seconds = Math.max(1, ctx.slice().toSeconds());
        List<String> command = new ArrayList<>(List.of(executable.get(), "record", "-q", "-F", String.valueOf(hz),
                "-e", "cpu-clock" + permission.eventSuffix(), "-g", "-p", String.join(",", pids), "-o",
                data.toString(), "--", "sleep", String.valueOf(seconds)));
        String how = "perf record -F " + hz + " -e cpu-clock" + permission.eventSuffix() + " -g (frame pointers), "
                + pids.size() + " processes and the children they fork, the first " + seconds
                + " s of the measured window at most";
        try {
            Files.createDirectories(ctx.dir());
            Process p = new ProcessBuilder(command).redirectErrorStream(true)
                    .redirectOutput(ctx.dir().resolve(GROUP + ".perf.log").toFile()).start();
            return new Session(ctx, executable.get(), p, data, how, System.nanoTime());
        } catch (IOException e) {
            return StepProfiler.absent(NAME, GROUP, "perf did not start: " + AsyncCpuProfiler.oneLine(e));
        }
    }

    /** The roots and every live process whose parent is one of them, roots first. */
    static List<String> serverProcesses(ProcFs proc, List<Long> roots) {
        Set<String> out = new LinkedHashSet<>();
        roots.forEach(r -> out.add(String.valueOf(r)));
        try {
            for (String pid : proc.pids()) {
                try {
                    PidStat s = proc.pidStat(pid);
                    if (roots.contains(s.ppid())) {
                        out.add(pid);
                    }
                } catch (RuntimeException gone) {
                    // exited between the listing and the read
                }
            }
        } catch (RuntimeException e) {
            // the roots alone, whose children forked later are still inherited
        }
        return List.copyOf(out);
    }

    /** A tool's log: its last line that is not blank, as the one-line reason of an absence. */
    static String lastLine(Path log) {
        try {
            List<String> lines = Files.readAllLines(log).stream().filter(l -> !l.isBlank()).toList();
            return lines.isEmpty() ? "it said nothing" : lines.get(lines.size() - 1).strip();
        } catch (IOException e) {
            return "no log";
        }
    }

    /** The given executable if it is one, else (given null) {@code name} on the PATH. */
    static Optional<String> executable(String given, String name) {
        return given != null ? Optional.of(given).filter(p -> Files.isExecutable(Path.of(p))) : onPath(name);
    }

    static Optional<String> onPath(String name) {
        String path = System.getenv("PATH");
        if (path == null) {
            return Optional.empty();
        }
        for (String dir : path.split(File.pathSeparator)) {
            Path p = Path.of(dir.isEmpty() ? "." : dir, name);
            if (Files.isExecutable(p)) {
                return Optional.of(p.toString());
            }
        }
        return Optional.empty();
    }

    /** No profile at all: an embedded engine has no server. */
    enum Nothing implements Running {
        INSTANCE;

        @Override
        public void stop() {
        }

        @Override
        public List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
            return List.of();
        }
    }

    private static final class Session implements Running {
        private final ProfileContext ctx;
        private final String perf;
        private final Process process;
        private final Path data;
        private final String how;
        private final long started;
        private long stopped;

        Session(ProfileContext ctx, String perf, Process process, Path data, String how, long started) {
            this.ctx = ctx;
            this.perf = perf;
            this.process = process;
            this.data = data;
            this.how = how;
            this.started = started;
        }

        /** SIGTERM makes perf write its file and end its {@code sleep}; after a grace, both are killed. */
        @Override
        public synchronized void stop() {
            if (stopped != 0) {
                return;
            }
            stopped = System.nanoTime();
            List<ProcessHandle> children = process.descendants().toList();
            if (process.isAlive()) {
                process.destroy();
            }
            try {
                if (!process.waitFor(Defaults.PERF_STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                    process.destroyForcibly();
                    process.waitFor(Defaults.PERF_STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
            children.forEach(ProcessHandle::destroyForcibly);
        }

        @Override
        public synchronized List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
            stop();
            try {
                if (!Files.isRegularFile(data) || Files.size(data) == 0) {
                    return List.of(ProfileResult.absent(NAME, GROUP, "perf wrote no samples: "
                            + lastLine(ctx.dir().resolve(GROUP + ".perf.log"))));
                }
                Collapsed c = script();
                if (c.total() == 0) {
                    return List.of(ProfileResult.absent(NAME, GROUP, "perf took no samples of the server in "
                            + String.format(java.util.Locale.ROOT, "%.1f s", (stopped - started) / 1e9)));
                }
                return List.of(ProfileFiles.write(ctx, NAME, GROUP, how, (stopped - started) / 1e9, c, BASIS,
                        StepProfiling.basis(metrics, BASIS, window)));
            } catch (IOException | RuntimeException e) {
                return List.of(ProfileResult.absent(NAME, GROUP, "the server's profile was not folded: "
                        + AsyncCpuProfiler.oneLine(e)));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return List.of(ProfileResult.absent(NAME, GROUP, "interrupted while folding the server's profile"));
            } finally {
                try {
                    Files.deleteIfExists(data); // the collapsed stacks keep what the bundle needs, at a fraction
                    Files.deleteIfExists(ctx.dir().resolve(GROUP + ".perf.log"));
                } catch (IOException ignored) {
                    // a leftover file in the bundle's own directory
                }
            }
        }

        /** {@code perf script} of the file, folded as it is read; inline expansion off (addr2line is slow). */
        private Collapsed script() throws IOException, InterruptedException {
            Path log = ctx.dir().resolve(GROUP + ".perf.log");
            Process p = new ProcessBuilder(perf, "script", "--no-inline", "-i", data.toString())
                    .redirectError(log.toFile()).start();
            try (BufferedReader in = new BufferedReader(new InputStreamReader(p.getInputStream(),
                    StandardCharsets.UTF_8))) {
                Collapsed c = PerfScript.fold(in);
                if (!p.waitFor(Defaults.PERF_SCRIPT_LIMIT.toMillis(), TimeUnit.MILLISECONDS)) {
                    throw new IOException("perf script took longer than " + Defaults.PERF_SCRIPT_LIMIT.toSeconds()
                            + " s");
                }
                if (p.exitValue() != 0) {
                    throw new IOException("perf script exited with " + p.exitValue() + ": " + lastLine(log));
                }
                return c;
            } finally {
                p.destroyForcibly();
            }
        }
    }
}
