package io.storagebench.profile;

import io.storagebench.probe.Window;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import java.io.IOException;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import one.profiler.AsyncProfiler;
import one.profiler.Counter;

/**
 * CPU samples of this JVM, the client's (and, with an embedded engine, the engine's: RocksDB's C++ frames below
 * the JNI calls, its background threads too), by async-profiler loaded from its Maven Central jar into the run's
 * own JVM. perf_events' software {@code cpu} clock at {@link Defaults#ASYNC_INTERVAL}, so a VM without hardware
 * counters is profiled too; async-profiler falls back to {@code ctimer} (no kernel frames) on its own when kernel
 * profiling is refused. The basis of its functions' µs per operation is {@code cpu_us_per_op.client}, this JVM's
 * CPU, which is what it samples.
 */
public final class AsyncCpuProfiler implements StepProfiler {
    static final String NAME = "async";
    static final String GROUP = "client";
    static final String BASIS = "cpu_us_per_op.client";

    private final Duration interval;

    public AsyncCpuProfiler(Duration interval) {
        this.interval = interval;
    }

    @Override
    public String name() {
        return NAME;
    }

    /** Without them, a late-attached profiler's samples pile onto safepoint polls and inlined methods vanish. */
    @Override
    public List<String> jvmOptions() {
        return List.of("-XX:+UnlockDiagnosticVMOptions", "-XX:+DebugNonSafepoints");
    }

    /**
     * Loads the library and runs it for a moment: its first start reads the symbols of libjvm and of every native
     * library loaded (librocksdbjni's are large), CPU that would otherwise land in the first profiled step.
     */
    @Override
    public void prepare() {
        try {
            AsyncProfiler profiler = AsyncProfiler.getInstance();
            profiler.execute("start,event=cpu,interval=" + interval.toNanos());
            profiler.stop();
        } catch (Throwable e) {
            // beforeWindow finds the same failure and says why in the step's profile
        }
    }

    @Override
    public Running beforeWindow(ProfileContext ctx) {
        String os = System.getProperty("os.name", "").toLowerCase(Locale.ROOT);
        if (!os.contains("linux") && !os.contains("mac")) {
            return StepProfiler.absent(NAME, GROUP, "async-profiler has no library for " + System.getProperty("os.name"));
        }
        AsyncProfiler profiler;
        try {
            profiler = AsyncProfiler.getInstance();
        } catch (Throwable e) { // UnsatisfiedLinkError for a platform its jar has no library for
            return StepProfiler.absent(NAME, GROUP, "async-profiler did not load: " + oneLine(e));
        }
        String how = "async-profiler " + version(profiler) + ", event=cpu, interval=" + interval.toMillis()
                + " ms, the first " + ctx.slice().toSeconds() + " s of the measured window at most";
        try {
            profiler.execute("start,event=cpu,interval=" + interval.toNanos());
        } catch (IOException | RuntimeException e) {
            return StepProfiler.absent(NAME, GROUP, "async-profiler did not start: " + oneLine(e));
        }
        return new Session(ctx, profiler, how, System.nanoTime());
    }

    private static String version(AsyncProfiler profiler) {
        try {
            return profiler.getVersion();
        } catch (RuntimeException e) {
            return "(version unknown)";
        }
    }

    private static final class Session implements Running {
        private final ProfileContext ctx;
        private final AsyncProfiler profiler;
        private final String how;
        private final long started;
        private long stopped;
        private String failure;
        private String stacks;

        Session(ProfileContext ctx, AsyncProfiler profiler, String how, long started) {
            this.ctx = ctx;
            this.profiler = profiler;
            this.how = how;
            this.started = started;
        }

        @Override
        public synchronized void stop() {
            if (stopped != 0) {
                return;
            }
            stopped = System.nanoTime();
            try {
                profiler.stop();
                stacks = profiler.dumpCollapsed(Counter.SAMPLES);
            } catch (RuntimeException e) {
                failure = "async-profiler did not stop cleanly: " + oneLine(e);
            }
        }

        @Override
        public synchronized List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
            stop();
            if (failure != null) {
                return List.of(ProfileResult.absent(NAME, GROUP, failure));
            }
            Collapsed c = named(Collapsed.parse(stacks));
            if (c.total() == 0) {
                return List.of(ProfileResult.absent(NAME, GROUP, "async-profiler took no samples in the window"));
            }
            try {
                return List.of(ProfileFiles.write(ctx, NAME, GROUP, how, (stopped - started) / 1e9, c, BASIS,
                        StepProfiling.basis(metrics, BASIS, window)));
            } catch (IOException | RuntimeException e) {
                return List.of(ProfileResult.absent(NAME, GROUP, "the client's profile was not written: "
                        + oneLine(e)));
            }
        }
    }

    /**
     * The stacks with each frame async-profiler could only name by its library's path (a function without a symbol)
     * named {@code [library]} instead, the digits of a library the JVM extracted to a temporary file
     * ({@code /tmp/librocksdbjni1369....so}) dropped, so the same frame has the same name in every run.
     */
    static Collapsed named(Collapsed raw) {
        Collapsed out = new Collapsed();
        raw.stacks().forEach((stack, count) -> out.add(java.util.Arrays.stream(stack.split(";"))
                .map(AsyncCpuProfiler::frame).toList(), count));
        return out;
    }

    static String frame(String frame) {
        if (!frame.startsWith("/")) {
            return frame;
        }
        String file = frame.substring(frame.lastIndexOf('/') + 1)
                .replaceFirst("^(lib[A-Za-z_]+?)\\d{6,}(\\.so)", "$1$2");
        return "[" + file + "]";
    }

    static String oneLine(Throwable e) {
        String m = e.getMessage();
        return e.getClass().getSimpleName() + (m == null ? "" : ": " + m.strip().replace('\n', ' '));
    }
}
