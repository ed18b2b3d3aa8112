package io.storagebench.runner;

import java.time.Duration;
import java.util.List;

/**
 * Every default number of the runner, in one place (JMH's {@code runner.Defaults}): a reader finds here everything that
 * shapes how a step is timed, sampled and stopped.
 */
public final class Defaults {

    /** HdrHistogram precision: 3 significant digits, i.e. values within 0.1%. */
    public static final int SIGNIFICANT_DIGITS = 3;

    /** One sample per actor per this many nanoseconds (one second, as the reference tools report). */
    public static final long SAMPLE_INTERVAL_NANOS = 1_000_000_000L;

    /** The percentiles every {@code Latency} reports, in this order, as their result keys. */
    public static final List<String> PERCENTILES = List.of("50", "90", "95", "99", "99.9", "99.99");

    /**
     * Paced workers sleep in slices of at most this long and look at the stop flag in between, so a stop is seen
     * within it even when the next operation is due much later.
     */
    public static final long STOP_POLL_NANOS = 50_000_000L;

    /** How often the coordinating thread looks at the clock for a step's duration while it waits for the end. */
    public static final long END_POLL_MILLIS = 10;

    /** How long stopping workers get to finish their operation before they are interrupted. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(2);

    /** How long an interrupted worker may take to stop before the runner stops waiting for it (and fails the step). */
    public static final Duration ABANDON_AFTER = Duration.ofSeconds(30);

    /** Worker threads are named {@code sb-<step>-<actor>-<index>}. */
    public static final String THREAD_NAME_PREFIX = "sb-";

    /** A step without a duration runs at most this long (about 73 years): keeps deadline arithmetic overflow-free. */
    public static final long NO_DEADLINE_NANOS = Long.MAX_VALUE / 4;

    private Defaults() {
    }
}
