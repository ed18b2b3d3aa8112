package io.storagebench.profile;

import java.time.Duration;

/** Every default number of the step profilers, in one place. */
public final class Defaults {
    /**
     * How much of a step's measured window is profiled, from its start: long steps would otherwise write large
     * files, and a few tens of seconds of samples already name the functions that cost most.
     */
    public static final long SLICE_SECONDS = 30;
    public static final Duration SLICE = Duration.ofSeconds(SLICE_SECONDS);

    /** async-profiler's sampling interval in the client JVM: its own default, 10 ms of a thread's CPU. */
    public static final Duration ASYNC_INTERVAL = Duration.ofMillis(10);

    /**
     * perf's sampling frequency for a server's processes: FlameGraph's 99 Hz, off lockstep with timers and modest
     * next to perf's own 4000 Hz.
     */
    public static final int PERF_HZ = 99;

    /** How many functions of a profile the bundle names, most samples first. */
    public static final int TOP_FUNCTIONS = 25;

    /** How long perf gets to write its file after it is told to stop, before it is killed. */
    public static final Duration PERF_STOP_GRACE = Duration.ofSeconds(10);

    /** How long {@code perf script} may take to print a step's samples. */
    public static final Duration PERF_SCRIPT_LIMIT = Duration.ofMinutes(2);

    /** Above this {@code perf_event_paranoid} an unprivileged user may not profile even its own processes. */
    public static final int PARANOID_USER_ONLY = 2;

    /**
     * How often {@code --profiler stacks} takes the server's thread stacks: the poor man's profiler's usual second,
     * which keeps the share of time a server is stopped to a few per cent (docs/profiling.md).
     */
    public static final Duration STACKS_INTERVAL = Duration.ofSeconds(1);

    /** How long one eu-stack or gdb call on one process may take before it is killed (gdb needs about 1.5 s). */
    public static final Duration STACKS_CALL_LIMIT = Duration.ofSeconds(5);

    /** How long stopping waits for the stack sampler's thread once its running call is killed. */
    public static final Duration STACKS_STOP_GRACE = Duration.ofSeconds(5);

    private Defaults() {
    }
}
