package io.storagebench.profile;

import io.storagebench.probe.Window;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import java.io.BufferedReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

/**
 * The poor man's profiler ({@code --profiler stacks}): every interval of the measured window, the thread stacks of
 * every process of a server on this host, by {@code eu-stack -m -p PID} (gdb's batch mode where eu-stack is
 * missing), counted per identical stack. It shows where threads wait (locks, IO, fsync), which a CPU profile cannot.
 * Its samples are threads seen, not CPU: the profile has no basis and its functions no µs per operation.
 *
 * <p>Overhead is bounded: one sampler thread runs one tool process at a time, so passes never overlap (the next
 * starts an interval after the last one started, or when it ended if it ran longer); each call has a time limit;
 * {@link Running#stop()} kills the running call, sends {@code SIGCONT} to the process it was reading (a stop that
 * ptrace had not yet taken would leave it stopped) and joins the thread.
 */
public final class StackSampler implements StepProfiler {
    static final String NAME = "stacks";
    static final String GROUP = "server";
    /** Beside perf's {@code server.collapsed}: {@code server.stacks.collapsed} and {@code server.stacks.html}. */
    static final String FILES = GROUP + ".stacks";

    private final Duration interval;
    private final Duration callLimit;
    private final ProcFs proc;
    private final String euStack;
    private final String gdb;

    /**
     * @param euStack the eu-stack executable, or null to look for it on the PATH
     * @param gdb     the gdb executable, or null to look for it on the PATH; used only without eu-stack
     */
    public StackSampler(Duration interval, Duration callLimit, ProcFs proc, String euStack, String gdb) {
        this.interval = interval;
        this.callLimit = callLimit;
        this.proc = proc;
        this.euStack = euStack;
        this.gdb = gdb;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** How often a pass starts (unless the last one ran longer). */
    Duration interval() {
        return interval;
    }

    @Override
    public Running beforeWindow(ProfileContext ctx) {
        if (ctx.targets().embedded()) {
            return PerfServerProfiler.Nothing.INSTANCE;
        }
        if (ctx.targets().serverPids().isEmpty()) {
            return StepProfiler.absent(NAME, GROUP, "the server is on another host (reached by URL): eu-stack and "
                    + "gdb read only this host's processes");
        }
        Optional<Tool> tool = PerfServerProfiler.executable(euStack, "eu-stack").map(e -> new Tool("eu-stack", e))
                .or(() -> PerfServerProfiler.executable(gdb, "gdb").map(e -> new Tool("gdb", e)));
        if (tool.isEmpty()) {
            return StepProfiler.absent(NAME, GROUP, "neither eu-stack nor gdb is installed (Debian: apt-get install "
                    + "elfutils)");
        }
        String refusal = Permission.ptraceRefusal();
        if (refusal != null) {
            return StepProfiler.absent(NAME, GROUP, refusal);
        }
        try {
            Files.createDirectories(ctx.dir());
        } catch (IOException e) {
            return StepProfiler.absent(NAME, GROUP, "no directory for the stacks: " + AsyncCpuProfiler.oneLine(e));
        }
        Session s = new Session(ctx, tool.get(), ctx.targets().serverPids());
        s.thread.start();
        return s;
    }

    /** A stack tool and its executable. */
    record Tool(String name, String executable) {
        List<String> command(String pid) {
            return name.equals("gdb")
                    ? List.of(executable, "-p", pid, "-batch", "-nx", "-ex", "set pagination off", "-ex",
                            "thread apply all bt")
                    : List.of(executable, "-m", "-p", pid);
        }

        String how() {
            return name.equals("gdb") ? "gdb -p PID -batch (thread apply all bt)" : "eu-stack -m -p PID";
        }
    }

    private final class Session implements Running {
        private final ProfileContext ctx;
        private final Tool tool;
        private final List<Long> roots;
        private final Thread thread;
        private final Collapsed stacks = new Collapsed();
        private final List<Long> passNanos = new ArrayList<>();
        private final long started = System.nanoTime();
        private int processes;
        private String lastError;
        private boolean stopping;
        private long stopped;
        private Process call;
        private String callPid;

        Session(ProfileContext ctx, Tool tool, List<Long> roots) {
            this.ctx = ctx;
            this.tool = tool;
            this.roots = List.copyOf(roots);
            this.thread = new Thread(this::sample, "storagebench-stacks-" + ctx.step());
            thread.setDaemon(true);
        }

        /** The sampler thread: a pass, then the rest of the interval, until stopped. */
        private void sample() {
            long next = System.nanoTime();
            while (waitUntil(next)) {
                long start = System.nanoTime();
                boolean whole = pass();
                long end = System.nanoTime();
                if (whole) {
                    synchronized (this) {
                        passNanos.add(end - start);
                    }
                }
                next = Math.max(start + interval.toNanos(), end);
            }
        }

        /** False once stopped. */
        private synchronized boolean waitUntil(long when) {
            try {
                for (long left = when - System.nanoTime(); !stopping && left > 0; left = when - System.nanoTime()) {
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                }
            } catch (InterruptedException e) {
                return false;
            }
            return !stopping;
        }

        /** Every process of the server, listed afresh, one call at a time; false when stopped midway. */
        private boolean pass() {
            List<String> pids = PerfServerProfiler.serverProcesses(proc, roots);
            synchronized (this) {
                processes = Math.max(processes, pids.size());
            }
            for (String pid : pids) {
                if (!call(pid)) {
                    return false;
                }
            }
            return true;
        }

        /** One tool call on one process, folded; false when stopped. */
        private boolean call(String pid) {
            Path out = ctx.dir().resolve(FILES + ".out");
            Path err = ctx.dir().resolve(FILES + ".err");
            Process p;
            synchronized (this) {
                if (stopping) {
                    return false;
                }
                try {
                    p = new ProcessBuilder(tool.command(pid)).redirectOutput(out.toFile()).redirectError(err.toFile())
                            .start();
                } catch (IOException e) {
                    lastError = tool.name() + " did not start: " + AsyncCpuProfiler.oneLine(e);
                    return true;
                }
                call = p;
                callPid = pid;
            }
            boolean ended;
            try {
                ended = p.waitFor(callLimit.toMillis(), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                ended = false;
            }
            synchronized (this) {
                call = null;
                callPid = null;
                if (stopping) {
                    return false; // stop() killed it and resumed the process
                }
            }
            if (!ended) {
                kill(p, pid);
                synchronized (this) {
                    lastError = tool.name() + " took longer than " + callLimit.toMillis() + " ms on process " + pid;
                }
                return true;
            }
            fold(pid, out, err, p.exitValue());
            return true;
        }

        private void fold(String pid, Path out, Path err, int exit) {
            Map<String, String> names = new HashMap<>();
            Function<String, String> threadName = tid -> names.computeIfAbsent(tid,
                    t -> comm(pid, t));
            Collapsed pass = new Collapsed();
            try (BufferedReader in = Files.newBufferedReader(out, StandardCharsets.UTF_8)) {
                if (tool.name().equals("gdb")) {
                    ThreadStacks.foldGdb(in, threadName, comm(pid, pid), pass);
                } else {
                    ThreadStacks.foldEuStack(in, threadName, pass);
                }
            } catch (IOException | RuntimeException e) {
                synchronized (this) {
                    lastError = tool.name() + "'s output was not read: " + AsyncCpuProfiler.oneLine(e);
                }
                return;
            }
            synchronized (this) {
                pass.stacks().forEach((stack, n) -> stacks.add(List.of(stack.split(";")), n));
                if (exit != 0 && pass.total() == 0) {
                    lastError = tool.name() + " exited with " + exit + ": " + PerfServerProfiler.lastLine(err);
                }
            }
        }

        private String comm(String pid, String tid) {
            try {
                return proc.taskStat(pid, tid).comm();
            } catch (RuntimeException gone) {
                try {
                    return proc.pidStat(pid).comm();
                } catch (RuntimeException alsoGone) {
                    return "[unknown]";
                }
            }
        }

        @Override
        public void stop() {
            Process p;
            String pid;
            synchronized (this) {
                if (stopping) {
                    return;
                }
                stopping = true;
                stopped = System.nanoTime();
                p = call;
                pid = callPid;
                notifyAll();
            }
            if (p != null) {
                kill(p, pid);
            }
            try {
                thread.join(Defaults.STACKS_STOP_GRACE.toMillis());
                if (thread.isAlive()) {
                    thread.interrupt();
                    thread.join(Defaults.STACKS_STOP_GRACE.toMillis());
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        @Override
        public List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
            stop();
            try {
                synchronized (this) {
                    if (stacks.total() == 0) {
                        return List.of(ProfileResult.absent(NAME, GROUP, tool.name() + " took no stacks of the "
                                + "server: " + (lastError != null ? lastError : "no pass ended in the window")));
                    }
                    return List.of(ProfileFiles.write(ctx, NAME, GROUP, FILES, GROUP + " thread stacks", how(),
                            (stopped - started) / 1e9, stacks, null, null));
                }
            } catch (IOException | RuntimeException e) {
                return List.of(ProfileResult.absent(NAME, GROUP, "the server's stacks were not written: "
                        + AsyncCpuProfiler.oneLine(e)));
            } finally {
                try {
                    Files.deleteIfExists(ctx.dir().resolve(FILES + ".out"));
                    Files.deleteIfExists(ctx.dir().resolve(FILES + ".err"));
                } catch (IOException ignored) {
                    // a leftover file in the bundle's own directory
                }
            }
        }

        /** How it was taken, enough to judge how long the server was stopped. */
        private String how() {
            List<Long> sorted = passNanos.stream().sorted().toList();
            String times = sorted.isEmpty() ? "no pass ended before the window did"
                    : String.format(Locale.ROOT, "pass median %.3f s, longest %.3f s", sorted.get(sorted.size() / 2)
                    / 1e9, sorted.get(sorted.size() - 1) / 1e9);
            return tool.how() + " on each of the server's processes in turn (up to " + processes + "), a pass every "
                    + interval.toMillis() + " ms without overlap, " + sorted.size() + " passes, " + times
                    + ", the first " + ctx.slice().toSeconds() + " s of the measured window at most";
        }
    }

    /** Kills a call and whatever it started, then resumes the process it was reading. */
    private static void kill(Process p, String pid) {
        List<ProcessHandle> children = p.descendants().toList();
        p.destroyForcibly();
        children.forEach(ProcessHandle::destroyForcibly);
        try {
            p.waitFor(Defaults.STACKS_STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
            Process cont = new ProcessBuilder("kill", "-CONT", pid).redirectErrorStream(true)
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
            if (!cont.waitFor(Defaults.STACKS_STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS)) {
                cont.destroyForcibly();
            }
        } catch (IOException e) {
            // no kill(1): the process may stay stopped, which the next step's figures would show
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
