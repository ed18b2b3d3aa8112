package io.storagebench.runner;

import io.storagebench.probe.Probe;
import io.storagebench.profile.StepProfiling;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;

/**
 * How the runner keeps time and stops threads. Tests pass a virtual clock and a matching {@link SampleTrigger};
 * everything else uses {@link #defaults()}.
 *
 * @param clock        every time read and sleep of the runner
 * @param sampling     what makes the per-second sampler sample
 * @param stopGrace    how long stopping workers get to finish their operation before they are interrupted
 * @param abandonAfter how long an interrupted worker may take to stop before the runner gives up on it (real time:
 *                     it bounds how long a stuck engine call can hold the run, whatever the clock)
 * @param probes       what watches each step for efficiency metrics (none by default; they run on real time, so
 *                     only with the system clock)
 * @param checks       what looks at each finished step's result for doubtful figures, beside the built-in series
 *                     check; each warning it returns is added to the step's
 * @param failureWords what a failure (an engine's exception in a worker, a step's setup or its quiesce) says as the
 *                     step's error when the caller knows better words for it than its class and message; empty
 *                     for the rest
 * @param profiling    the step profilers ({@code --profiler}), or null for none; like the probes, only with the
 *                     system clock
 */
public record RunnerSettings(Clock clock, SampleTrigger sampling, Duration stopGrace, Duration abandonAfter,
                             List<Probe> probes, List<StepCheck> checks,
                             Function<Throwable, Optional<String>> failureWords, StepProfiling profiling) {
    /** No words of the caller's: every failure is its class and message. */
    private static final Function<Throwable, Optional<String>> CLASS_AND_MESSAGE = t -> Optional.empty();

    public RunnerSettings {
        Objects.requireNonNull(failureWords, "failureWords");
        probes = List.copyOf(probes);
        checks = List.copyOf(checks);
        Objects.requireNonNull(clock, "clock");
        Objects.requireNonNull(sampling, "sampling");
        Objects.requireNonNull(stopGrace, "stopGrace");
        Objects.requireNonNull(abandonAfter, "abandonAfter");
        if (stopGrace.isNegative() || abandonAfter.isNegative()) {
            throw new IllegalArgumentException("negative stop grace or abandon time");
        }
    }

    /** The system clock, a sampler thread, and the {@link Defaults} grace times. */
    public static RunnerSettings defaults() {
        return new RunnerSettings(SystemClock.INSTANCE, SampleTrigger.BACKGROUND_THREAD, Defaults.STOP_GRACE,
                Defaults.ABANDON_AFTER, List.of(), List.of(), CLASS_AND_MESSAGE, null);
    }

    /** The same settings on another clock with another sample trigger (a virtual clock needs both). */
    public RunnerSettings withClock(Clock newClock, SampleTrigger newSampling) {
        return new RunnerSettings(newClock, newSampling, stopGrace, abandonAfter, probes, checks, failureWords,
                profiling);
    }

    /** The same settings with other grace times. */
    public RunnerSettings withStopTimes(Duration newStopGrace, Duration newAbandonAfter) {
        return new RunnerSettings(clock, sampling, newStopGrace, newAbandonAfter, probes, checks, failureWords,
                profiling);
    }

    /** The same settings with these probes on every step. */
    public RunnerSettings withProbes(List<Probe> newProbes) {
        return new RunnerSettings(clock, sampling, stopGrace, abandonAfter, newProbes, checks, failureWords,
                profiling);
    }

    /** The same settings with this check added to every step's result. */
    public RunnerSettings withCheck(StepCheck check) {
        List<StepCheck> more = new java.util.ArrayList<>(checks);
        more.add(check);
        return new RunnerSettings(clock, sampling, stopGrace, abandonAfter, probes, more, failureWords, profiling);
    }

    /** The same settings with these words for failures, over their class and message where they give some. */
    public RunnerSettings withFailureWords(Function<Throwable, Optional<String>> words) {
        return new RunnerSettings(clock, sampling, stopGrace, abandonAfter, probes, checks, words, profiling);
    }

    /** A failure as the step's error records it: the caller's words for it, else its class and message. */
    String failureLine(Throwable t) {
        return failureWords.apply(t).orElseGet(() -> StepControl.oneLine(t));
    }

    /** The same settings with these step profilers (null: none). */
    public RunnerSettings withProfiling(StepProfiling newProfiling) {
        return new RunnerSettings(clock, sampling, stopGrace, abandonAfter, probes, checks, failureWords,
                newProfiling);
    }
}
