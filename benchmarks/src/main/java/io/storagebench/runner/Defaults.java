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
    public static final List<String> PERCENTILES = List.of("50", "75", "90", "95", "99", "99.9", "99.99");

    /**
     * Paced workers sleep in slices of at most this long and look at the stop flag in between, so a stop is seen
     * within it even when the next operation is due much later.
     */
    public static final long STOP_POLL_NANOS = 50_000_000L;

    /** How often the coordinating thread looks at the clock for a step's duration while it waits for the end. */
    public static final long END_POLL_MILLIS = 10;

    /**
     * A worker that sees the stop flag spins this many times, then yields, until the end time is published beside it
     * (the publisher sets the flag, reads the clock and stores the end under one lock: a few hundred nanoseconds
     * unless it is descheduled in between).
     */
    public static final int END_SPINS = 1_000;

    /**
     * How far an actor's measured rate may stray from the mean of its full measured seconds before the step is marked
     * with a warning, on top of the share of the window that is not full seconds ({@code SeriesCheck}).
     */
    public static final double SERIES_TOLERANCE = 0.02;

    /**
     * The series check's capacity: an interval may hold this many times the operations its threads could do at the
     * actor's median service time before it counts as overfull (operations faster than the median are common, four
     * times the median rate over a whole interval is not).
     */
    public static final double SERIES_CAPACITY_FACTOR = 4;

    /** The steady-state check needs this many full measured seconds; shorter steps are not checked. */
    public static final int STEADY_MIN_SECONDS = 8;

    /**
     * A trend of the per-second rate counts when its Mann-Kendall score is beyond this (two-sided p < 0.001: every
     * step is tested, so a looser level would mark a noisy but level step now and then).
     */
    public static final double STEADY_Z = 3.29;

    /** ... and when the Theil-Sen slope changes the rate by more than this share over the window. */
    public static final double STEADY_CHANGE = 0.10;

    /** Page faults per operation "fell" when the last third's is below this share of the first third's. */
    public static final double STEADY_FAULTS_FALL = 0.5;

    /** Fewer faults per operation than this in the first third are too few to say a cache was still filling. */
    public static final double STEADY_MIN_FAULTS_PER_OP = 0.05;

    /** The series check needs at least this many full measured seconds; shorter steps are not checked. */
    public static final int SERIES_MIN_FULL_SECONDS = 2;

    /** How long stopping workers get to finish their operation before they are interrupted. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(2);

    /** How long an interrupted worker may take to stop before the runner stops waiting for it (and fails the step). */
    public static final Duration ABANDON_AFTER = Duration.ofSeconds(30);

    /** Worker threads are named {@code sb-<step>-<actor>-<index>}. */
    public static final String THREAD_NAME_PREFIX = "sb-";

    /** A step without a duration runs at most this long (about 73 years): keeps deadline arithmetic overflow-free. */
    public static final long NO_DEADLINE_NANOS = Long.MAX_VALUE / 4;

    /**
     * How often a shard waiting at a step barrier looks whether the other shards have arrived, and the longest slice
     * a wait for the start time sleeps before it looks for a stop request: the shards' steps start within about this
     * much of each other (plus the shared directory's own delay).
     */
    public static final long SHARD_POLL_NANOS = 100_000_000L;

    private Defaults() {
    }
}
