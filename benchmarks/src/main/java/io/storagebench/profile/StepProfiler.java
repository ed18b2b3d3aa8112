package io.storagebench.profile;

import io.storagebench.probe.Window;
import io.storagebench.results.MetricResult;
import io.storagebench.results.ProfileResult;
import java.util.List;

/**
 * A profiler of a step's measured window (JMH's {@code InternalProfiler} and {@code ExternalProfiler} in one, scoped
 * to a step). Implementations must never throw from these methods and never leave a process or a sampling session
 * running past {@link Running#stop()}: what cannot be profiled is a {@link ProfileResult#absent} with its reason, and
 * the step goes on unprofiled.
 */
public interface StepProfiler {
    /** A short name, recorded in each profile ({@code async}, {@code perf}). */
    String name();

    /** Options a forked client JVM needs for readable stacks (JMH's {@code addJVMOptions}); none by default. */
    default List<String> jvmOptions() {
        return List.of();
    }

    /**
     * Called once before the run's first step: the profiler's own start-up (loading a library, reading symbols)
     * happens here, not in a step's window, as JMH's async-profiler integration warms the profiler up in the first
     * warmup iteration. Nothing by default; must not throw.
     */
    default void prepare() {
    }

    /** The measured window opened: start sampling. */
    Running beforeWindow(ProfileContext context);

    /** One profiler's session on one step. Called from one thread at a time. */
    interface Running {
        /** The slice or the window ended: stop sampling now. Idempotent; cheap enough for the probe thread. */
        void stop();

        /**
         * After {@link #stop()}: write the artifacts and return one result per process group sampled. {@code
         * metrics} are the step's other figures, whose CPU per operation the samples are shares of.
         */
        List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics);
    }

    /** A session that sampled nothing, for the reason given. */
    static Running absent(String profiler, String group, String reason) {
        return new Running() {
            @Override
            public void stop() {
            }

            @Override
            public List<ProfileResult> afterWindow(Window window, List<MetricResult> metrics) {
                return List.of(ProfileResult.absent(profiler, group, reason));
            }
        };
    }
}
