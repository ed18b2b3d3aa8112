package io.storagebench.runner;

import io.storagebench.spi.Secrets;
import io.storagebench.workload.Role;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;
import java.util.function.Function;

/**
 * The state one step's threads share: the start gate, the stop flag, the first failure, and what decides the end
 * (drivers done, every worker done, the duration, the progress target, a failure, a stop request). Workers read
 * {@link #stopping()} once per operation (a volatile load); everything else happens a few times per step, under one
 * lock.
 *
 * <p>The end is what every rate divides by, so no operation counted may end after it. Ends found while workers still
 * run (a failure, a stop request, the progress target, the drivers done beside running followers) are published by
 * whoever finds them, at once, in this order: the stop flag, then a reading of the clock as the end. A worker that
 * ends an operation and then reads the flag unset therefore ended it before that reading, and counts it; one that
 * reads it set waits for the end time (a clock read away) and counts the operation only if it ended by then. An end
 * in the past is taken only when no worker can still count anything: the duration's deadline (an operation ending
 * after it is never counted) and the end of the last operation once every worker has stopped.
 */
final class StepControl implements Sleeper {

    private final Clock clock;
    private final int driverThreads;
    private final CountDownLatch ready;
    private final CountDownLatch start = new CountDownLatch(1);
    private final BiConsumer<String, Throwable> failureHook;
    private final Function<Throwable, String> failureLine;
    private final Object lock = new Object();
    private volatile boolean stopping;
    private volatile boolean interrupting;
    // Set once, endedAt first: a worker that sees ended also sees endedAt. Unclamped; awaitEnd clamps what it returns.
    private volatile boolean ended;
    private volatile long endedAt;

    // Written by the coordinator before the start gate opens, read by workers after it: the latch orders them.
    private long t0;
    private long warmupEnd;
    private long deadline;
    private TargetCount target;

    // Guarded by lock.
    private String error;
    private boolean interrupted;
    private int workersLeft;
    private int driversLeft;
    private long lastWorkerEnd;
    private boolean started;

    StepControl(Clock clock, int threads, int driverThreads, BiConsumer<String, Throwable> failureHook) {
        this(clock, threads, driverThreads, failureHook, StepControl::oneLine);
    }

    /** As above, a failure recorded in {@code failureLine}'s words. */
    StepControl(Clock clock, int threads, int driverThreads, BiConsumer<String, Throwable> failureHook,
                Function<Throwable, String> failureLine) {
        this.failureLine = failureLine;
        this.clock = clock;
        this.driverThreads = driverThreads;
        this.ready = new CountDownLatch(threads);
        this.workersLeft = threads;
        this.driversLeft = driverThreads;
        this.failureHook = failureHook;
    }

    // ---- worker side

    /** Says this worker is ready and waits for the start; false when the step stops before it starts. */
    boolean awaitStart() throws InterruptedException {
        ready.countDown();
        start.await();
        return !stopping;
    }

    /** True once the step is ending; workers finish their current operation and stop. */
    boolean stopping() {
        return stopping;
    }

    long t0() {
        return t0;
    }

    long warmupEnd() {
        return warmupEnd;
    }

    long deadline() {
        return deadline;
    }

    /** The progress target that ends the step, if {@code actor} is its actor; else null. */
    TargetCount targetFor(String actor) {
        return target != null && target.actor().equals(actor) ? target : null;
    }

    /**
     * For a worker that saw {@link #stopping()} after an operation that ended at {@code nanoTime}: true when the step
     * ended before then, so the operation is not counted. Waits for the end time, which follows the stop flag by a
     * clock read (see the class comment).
     */
    boolean endedBefore(long nanoTime) {
        for (int spins = 0; !ended; spins++) {
            if (spins < Defaults.END_SPINS) {
                Thread.onSpinWait();
            } else {
                Thread.yield(); // the publishing thread was descheduled between the flag and the clock read
            }
        }
        return nanoTime - endedAt > 0;
    }

    /** The progress target was reached (by an operation that ended just now): the step ends now. */
    void targetReached() {
        synchronized (lock) {
            endNow();
        }
    }

    /** A paced sleep: refuses to wait past the step's deadline and wakes every {@code STOP_POLL_NANOS} to see a stop. */
    @Override
    public boolean sleepUntil(long wakeAt) throws InterruptedException {
        if (wakeAt - deadline >= 0) {
            return false;
        }
        while (!stopping) {
            long now = clock.nanoTime();
            long left = wakeAt - now;
            if (left <= 0) {
                return true;
            }
            clock.sleepUntil(left > Defaults.STOP_POLL_NANOS ? now + Defaults.STOP_POLL_NANOS : wakeAt);
        }
        return false;
    }

    /**
     * Records a failure: the first one becomes the step's error and stops the step. Ignored once workers are being
     * interrupted, since then exceptions are side effects of the runner's own interrupts.
     */
    void fail(Throwable cause, String where) {
        if (interrupting) {
            return;
        }
        String line = null;
        synchronized (lock) {
            if (error == null) {
                line = failureLine.apply(cause) + " (" + where + ")";
                error = line;
            }
            endNow();
        }
        if (line != null) {
            try {
                failureHook.accept(line, cause);
            } catch (RuntimeException ignored) {
                // a logging hook must not change how the step ends
            }
        }
    }

    /**
     * A worker has stopped counting; {@code at} is the end of its last operation (or the deadline, if that stopped
     * it). When it was the last driver, the step ends: at the last operation's end if no worker runs any more, else
     * now, since the followers still running count operations until they see the stop flag.
     */
    void workerEnded(Role role, long at) {
        synchronized (lock) {
            workersLeft--;
            if (at - lastWorkerEnd > 0) {
                lastWorkerEnd = at;
            }
            if (role == Role.DRIVER) {
                driversLeft--;
            }
            if (!ended && started && (driverThreads > 0 ? driversLeft == 0 : workersLeft == 0)) {
                if (workersLeft == 0) {
                    endAt(lastWorkerEnd);
                } else {
                    endNow();
                }
            }
            lock.notifyAll();
        }
    }

    // ---- coordinator side

    /** Waits until every worker opened its session and made its worker, or the step is stopped. */
    boolean awaitReady() throws InterruptedException {
        while (!ready.await(Defaults.END_POLL_MILLIS, TimeUnit.MILLISECONDS)) {
            if (stopping) {
                return false;
            }
        }
        return !stopping;
    }

    /**
     * Opens the start gate: the step's clock starts at {@code t0}.
     *
     * @param target a progress target that ends the step when reached, or null
     */
    void start(long t0, long warmupNanos, long durationNanos, TargetCount target) {
        this.target = target;
        this.t0 = t0;
        this.warmupEnd = t0 + warmupNanos;
        this.deadline = t0 + durationNanos;
        synchronized (lock) {
            lastWorkerEnd = t0;
            started = true;
        }
        start.countDown();
    }

    /** Lets waiting workers go without starting the step (it failed or was stopped before its start). */
    void abortStart(long at) {
        synchronized (lock) {
            if (!ended) {
                stopping = true;
                endedAt = at;
                ended = true;
            }
        }
        this.t0 = at;
        this.warmupEnd = at;
        this.deadline = at;
        start.countDown();
    }

    /**
     * Waits until the step ended (the other ends are published by the workers and {@link #requestStop()}; the
     * deadline is noticed here) and returns when. The end is clamped to [t0, deadline]: an operation that overruns the
     * duration does not lengthen the step.
     */
    long awaitEnd() throws InterruptedException {
        synchronized (lock) {
            while (!ended) {
                if (clock.nanoTime() - deadline >= 0) {
                    endAt(deadline);
                } else {
                    lock.wait(Defaults.END_POLL_MILLIS);
                }
            }
            return clamp(endedAt);
        }
    }

    /** Ends the step now: the stop flag first, then the clock (see the class comment). Under the lock. */
    private void endNow() {
        if (!ended) {
            stopping = true;
            endedAt = clock.nanoTime();
            ended = true;
        }
        lock.notifyAll();
    }

    /** Ends the step at a time no worker can count past: the deadline, or the last operation of the last worker. */
    private void endAt(long at) {
        if (!ended) {
            stopping = true;
            endedAt = at;
            ended = true;
        }
        lock.notifyAll();
    }

    private long clamp(long at) {
        return at - t0 < 0 ? t0 : at - deadline > 0 ? deadline : at;
    }

    /** From now on exceptions in workers are expected (the runner interrupts them) and do not fail the step. */
    void beginInterrupting() {
        interrupting = true;
    }

    boolean interrupting() {
        return interrupting;
    }

    /** A stop from outside (Ctrl-C): the step ends as INTERRUPTED unless its end condition was already met. */
    void requestStop() {
        synchronized (lock) {
            if (!ended) {
                interrupted = true;
            }
            endNow();
        }
    }

    /** The step's error, or null. */
    String error() {
        synchronized (lock) {
            return error;
        }
    }

    /** True when a stop request ended the step. */
    boolean interrupted() {
        synchronized (lock) {
            return interrupted;
        }
    }

    /** Marks the step failed for a reason found by the coordinator (a worker that would not stop). */
    void failFromCoordinator(String message) {
        synchronized (lock) {
            if (error == null) {
                error = message;
            }
        }
    }

    /** Exception class and message on one line, a password in it (a driver quoting the URL) masked. */
    static String oneLine(Throwable t) {
        String message = t.getMessage();
        String text = message == null || message.isBlank() ? t.getClass().getName() : t.getClass().getName() + ": " + message;
        return Secrets.redact(text.replaceAll("\\s*[\\r\\n]+\\s*", " ").trim());
    }
}
