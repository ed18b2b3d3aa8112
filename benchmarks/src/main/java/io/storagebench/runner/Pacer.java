package io.storagebench.runner;

import io.storagebench.workload.Pacing;
import java.util.Locale;

/**
 * Schedules one worker thread's operations for a {@link Pacing}: before each operation the worker calls
 * {@link #awaitNext()}, which waits as the pacing requires and sets {@link #dueAt()}, the operation's intended start.
 * Response time is measured from there, so queueing behind a slow engine is visible (no coordinated omission).
 * One instance per worker thread; not thread-safe.
 */
public sealed interface Pacer permits ClosedLoopPacer, PerSecondWindowPacer, FixedRatePacer {

    /**
     * Waits until the next operation may start.
     *
     * @return false when the step stops or ends before then: no further operation
     */
    boolean awaitNext() throws InterruptedException;

    /** The intended start of the operation {@link #awaitNext()} let through, on the runner's clock. */
    long dueAt();

    /**
     * When the schedule slot of that operation began: the previous window's start or due time (the pacer's start for
     * the first). A paced operation counts as measured when its whole slot lies after warmup: classified by its end
     * time instead, a window due a little after the warmup boundary (clock drift) would put 16 windows of a
     * 100 rows/s limiter into 15 measured seconds and read as 106.7 rows/s.
     */
    long slotStart();

    /**
     * The pacer for one worker thread.
     *
     * @param start when the worker starts (the step's start): the first window or the first due time counts from it
     */
    static Pacer of(Pacing pacing, Clock clock, Sleeper sleeper, long start) {
        if (pacing instanceof Pacing.PerSecondWindow window) {
            return new PerSecondWindowPacer(window, clock, sleeper, start);
        }
        if (pacing instanceof Pacing.FixedRate rate) {
            return new FixedRatePacer(rate, sleeper, clock, start);
        }
        return new ClosedLoopPacer(clock);
    }

    /** How results describe a pacing: {@code closed-loop}, {@code per-second-window 2/s}, {@code fixed-rate 1000/s}. */
    static String describe(Pacing pacing) {
        if (pacing instanceof Pacing.PerSecondWindow window) {
            return "per-second-window " + window.opsPerSecond() + "/s";
        }
        if (pacing instanceof Pacing.FixedRate rate) {
            return "fixed-rate " + number(rate.opsPerSecond()) + "/s";
        }
        return "closed-loop";
    }

    private static String number(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15
                ? Long.toString((long) value)
                : String.format(Locale.ROOT, "%s", value);
    }
}
