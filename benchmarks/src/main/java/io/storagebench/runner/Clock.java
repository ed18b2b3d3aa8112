package io.storagebench.runner;

/**
 * The runner's only source of time: every timestamp and every sleep in the runner goes through one instance, so rate
 * limiting, warmup, durations and SLA verdicts can be tested on a virtual clock without sleeping (HikariCP's
 * {@code ClockSource} idea).
 *
 * <p>Implementations must be thread-safe; {@link #nanoTime()} must be monotonic.
 */
public interface Clock {

    /** A monotonic time in nanoseconds with an arbitrary origin; compare two readings by subtracting them. */
    long nanoTime();

    /** Wall-clock time, milliseconds since the epoch, for timestamps in results. */
    long currentTimeMillis();

    /**
     * Returns once {@link #nanoTime()} has reached {@code nanoDeadline} (at once when it already has).
     *
     * @throws InterruptedException when the calling thread is interrupted while sleeping
     */
    void sleepUntil(long nanoDeadline) throws InterruptedException;
}
