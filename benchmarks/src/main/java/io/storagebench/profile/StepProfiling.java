package io.storagebench.profile;

import io.storagebench.probe.Probe;
import io.storagebench.probe.ProbeRun;
import io.storagebench.probe.Window;
import io.storagebench.probe.proc.ProcFs;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import io.storagebench.spi.Engine;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The profilers of a run, as the runner uses them: for each step a {@link Probe} that opens every profiler when the
 * measured window opens (the probes' warmup-end mark, so warmup is never profiled), stops them at the slice's end
 * (checked on the probes' one-second tick) or the window's end, whichever is first, and then collects their
 * {@link ProfileResult}s. A profiler that cannot run says why in its result; the step runs on either way.
 */
public final class StepProfiling {
    /** The kinds {@code --profiler} takes (a comma list of them), in the order their profilers run. */
    public static final List<String> KINDS = List.of("cpu", "stacks");

    private final List<StepProfiler> profilers;
    private final Duration slice;
    private final Supplier<Path> bundle;

    /**
     * @param bundle the bundle's file once the run has claimed it ({@code <bundle>.profiles/} goes beside it)
     */
    public StepProfiling(List<StepProfiler> profilers, Duration slice, Supplier<Path> bundle) {
        this.profilers = List.copyOf(profilers);
        this.slice = slice;
        this.bundle = bundle;
    }

    /**
     * The profilers of a {@code --profiler} value, a comma list of kinds ({@code cpu,stacks}) run in the order of
     * {@link #KINDS} whatever order they are given in: {@code cpu} samples the client JVM with async-profiler and a
     * server on this host with perf; {@code stacks} takes the server's thread stacks every second, or every
     * {@code stacks:interval=500ms} (as JMH's {@code -prof stack:period=}; ms or s). Fixed order keeps perf's server
     * profile before the stacks' in every bundle.
     *
     * @throws IllegalArgumentException for a kind not in {@link #KINDS} or a bad interval, in one line
     */
    public static List<StepProfiler> ofKind(String kinds) {
        Set<String> chosen = new HashSet<>();
        Duration stacksInterval = Defaults.STACKS_INTERVAL;
        for (String kind : kinds.split(",", -1)) {
            String k = kind.trim().toLowerCase(Locale.ROOT);
            if (k.startsWith("stacks:")) {
                stacksInterval = stacksInterval(kind.trim(), k.substring("stacks:".length()));
                k = "stacks";
            }
            if (!KINDS.contains(k)) {
                throw new IllegalArgumentException("unknown --profiler '" + kind.trim() + "': expected one of "
                        + String.join(", ", KINDS) + " or a comma list of them");
            }
            chosen.add(k);
        }
        List<StepProfiler> out = new ArrayList<>();
        if (chosen.contains("cpu")) {
            out.add(new AsyncCpuProfiler(Defaults.ASYNC_INTERVAL));
            out.add(new PerfServerProfiler(Defaults.PERF_HZ, ProcFs.system(), null));
        }
        if (chosen.contains("stacks")) {
            out.add(new StackSampler(stacksInterval, Defaults.STACKS_CALL_LIMIT, ProcFs.system(), null, null));
        }
        return out;
    }

    /** {@code interval=500ms} or {@code interval=2s}: from 10 ms to a minute. */
    private static Duration stacksInterval(String kind, String option) {
        Matcher m = Pattern.compile("interval=(\\d{1,6})(ms|s)").matcher(option);
        Duration d = m.matches() ? (m.group(2).equals("ms") ? Duration.ofMillis(Long.parseLong(m.group(1)))
                : Duration.ofSeconds(Long.parseLong(m.group(1)))) : null;
        if (d == null || d.compareTo(Duration.ofMillis(10)) < 0 || d.compareTo(Duration.ofMinutes(1)) > 0) {
            throw new IllegalArgumentException("bad --profiler '" + kind + "': expected stacks:interval=N followed "
                    + "by ms or s, from 10ms to 60s (e.g. stacks:interval=500ms)");
        }
        return d;
    }

    /** Before the run's first step: each profiler's own start-up, outside every step's window. */
    public void prepare() {
        for (StepProfiler p : profilers) {
            try {
                p.prepare();
            } catch (RuntimeException e) {
                // its beforeWindow says what is wrong
            }
        }
    }

    /** The step's CPU per operation that a profile's samples are shares of, or null when it is absent. */
    static Double basis(List<MetricResult> metrics, String name, Window window) {
        if (!window.startedMeasure()) {
            return null;
        }
        return metrics.stream().filter(m -> m.name().equals(name) && m.present()).map(MetricResult::value)
                .findFirst().orElse(null);
    }

    /** The directory of a step's profiles beside the bundle file {@code x.json}: {@code x.profiles/<step>/}. */
    static Path stepDir(Path bundleFile, String step) {
        String name = bundleFile.getFileName().toString();
        String base = name.endsWith(".json") ? name.substring(0, name.length() - ".json".length()) : name;
        return bundleFile.resolveSibling(base + ".profiles").resolve(fileName(step));
    }

    /** A step name as a directory name: anything but letters, digits, '.', '_' and '-' becomes '_'. */
    static String fileName(String step) {
        String safe = step.replaceAll("[^A-Za-z0-9._-]", "_");
        return safe.isEmpty() || safe.startsWith(".") ? "_" + safe : safe;
    }

    /** The profiling of one step: its probe for the probe driver, then its results. */
    public Step step(String stepName, Engine engine) {
        Path file = bundle.get();
        Path dir = stepDir(file.toAbsolutePath(), stepName);
        String prefix = dir.getParent().getFileName() + "/" + dir.getFileName() + "/";
        return new Step(new ProfileContext(stepName, dir, prefix, engine.watchTargets(), slice));
    }

    /** One step's profiling. */
    public final class Step implements Probe, ProbeRun {
        private final ProfileContext ctx;
        private final List<StepProfiler.Running> running = new ArrayList<>();
        private long openedAt;
        private boolean opened;

        Step(ProfileContext ctx) {
            this.ctx = ctx;
        }

        @Override
        public String name() {
            return "profile";
        }

        @Override
        public ProbeRun start(Engine engine) {
            return this;
        }

        /** The measured window opened: every profiler starts. */
        @Override
        public synchronized void measureFromNow() {
            if (opened) {
                return;
            }
            opened = true;
            openedAt = System.nanoTime();
            for (StepProfiler p : profilers) {
                try {
                    running.add(p.beforeWindow(ctx));
                } catch (RuntimeException e) {
                    running.add(StepProfiler.absent(p.name(), "?", "the profiler failed: "
                            + AsyncCpuProfiler.oneLine(e)));
                }
            }
        }

        /** The one-second tick: at the slice's end the profilers stop. */
        @Override
        public synchronized void sample() {
            if (opened && System.nanoTime() - openedAt >= slice.toNanos()) {
                stopAll();
            }
        }

        /** The window ended: nothing more is sampled. */
        @Override
        public synchronized void workersStopping() {
            stopAll();
        }

        @Override
        public synchronized List<MetricResult> finish(Window window) {
            stopAll();
            return List.of();
        }

        private void stopAll() {
            for (StepProfiler.Running r : running) {
                try {
                    r.stop();
                } catch (RuntimeException e) {
                    // its afterWindow says what went wrong
                }
            }
        }

        /** After the probes finished: every profile of the step, or why each is missing. */
        public synchronized List<ProfileResult> results(Window window, List<MetricResult> metrics) {
            stopAll();
            if (!opened) {
                return profilers.stream().map(p -> ProfileResult.absent(p.name(), "all",
                        "the step ended before its warmup did")).toList();
            }
            List<ProfileResult> out = new ArrayList<>();
            for (StepProfiler.Running r : running) {
                try {
                    out.addAll(r.afterWindow(window, metrics));
                } catch (RuntimeException e) {
                    out.add(ProfileResult.absent("?", "?", "the profiler failed: " + AsyncCpuProfiler.oneLine(e)));
                }
            }
            return out;
        }
    }
}
