package io.storagebench.runner;

import java.time.Duration;
import java.util.Objects;

/**
 * How the runner keeps time and stops threads. Tests pass a virtual clock and a matching {@link SampleTrigger};
 * everything else uses {@link #defaults()}.
 *
 * @param clock        every time read and sleep of the runner
 * @param sampling     what makes the per-second sampler sample
 * @param stopGrace    how long stopping workers get to finish their operation before they are interrupted
 * @param abandonAfter how long an interrupted worker may take to stop before the runner gives up on it (real time:
 *                     it bounds how long a stuck engine call can hold the run, whatever the clock)
 */
public record RunnerSettings(Clock clock, SampleTrigger sampling, Duration stopGrace, Duration abandonAfter) {
    public RunnerSettings {
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
                Defaults.ABANDON_AFTER);
    }

    /** The same settings on another clock with another sample trigger (a virtual clock needs both). */
    public RunnerSettings withClock(Clock newClock, SampleTrigger newSampling) {
        return new RunnerSettings(newClock, newSampling, stopGrace, abandonAfter);
    }

    /** The same settings with other grace times. */
    public RunnerSettings withStopTimes(Duration newStopGrace, Duration newAbandonAfter) {
        return new RunnerSettings(clock, sampling, newStopGrace, newAbandonAfter);
    }
}
