package io.storagebench.runner;

import io.storagebench.spi.Secrets;
import io.storagebench.workload.Role;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.BiConsumer;

/**
 * The state one step's threads share: the start gate, the stop flag, the first failure, and what decides the end
 * (drivers done, every worker done, the duration, a failure, a stop request). Workers read {@link #stopping()} once per
 * operation (a volatile load); everything else happens a few times per step, under one lock.
 */
final class StepControl implements Sleeper {

    private final Clock clock;
    private final int driverThreads;
    private final CountDownLatch ready;
    private final CountDownLatch start = new CountDownLatch(1);
    private final BiConsumer<String, Throwable> failureHook;
    private final Object lock = new Object();
    private volatile boolean stopping;
    private volatile boolean interrupting;
    // Set once by awaitEnd, endedAt first: a worker that sees ended also sees endedAt.
    private volatile boolean ended;
    private volatile long endedAt;

    // Written by the coordinator before the start gate opens, read by workers after it: the latch orders them.
    private long t0;
    private long warmupEnd;
    private long deadline;
    private TargetCount target;

    // Guarded by lock.
    private String error;
    private long failedAt;
    private boolean interrupted;
    private long interruptedAt;
    private boolean targetReached;
    private long targetReachedAt;
    private int workersLeft;
    private int driversLeft;
    private long lastWorkerEnd;
    private long lastDriverEnd;

    StepControl(Clock clock, int threads, int driverThreads, BiConsumer<String, Throwable> failureHook) {
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

    /** True when the step's end is known and lies before {@code nanoTime}: an operation that ended then is not counted. */
    boolean endedBefore(long nanoTime) {
        return ended && nanoTime - endedAt > 0;
    }

    /** The progress target was reached by the operation that ended at {@code at}: the step ends there. */
    void targetReached(long at) {
        synchronized (lock) {
            if (!targetReached) {
                targetReached = true;
                targetReachedAt = at;
                lock.notifyAll();
            }
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
                line = oneLine(cause) + " (" + where + ")";
                error = line;
                failedAt = clock.nanoTime();
            }
            stopping = true;
            lock.notifyAll();
        }
        if (line != null) {
            try {
                failureHook.accept(line, cause);
            } catch (RuntimeException ignored) {
                // a logging hook must not change how the step ends
            }
        }
    }

    /** A worker has stopped; {@code at} is the end of its last operation (or the deadline, if that stopped it). */
    void workerEnded(Role role, long at) {
        synchronized (lock) {
            workersLeft--;
            if (at - lastWorkerEnd > 0) {
                lastWorkerEnd = at;
            }
            if (role == Role.DRIVER) {
                driversLeft--;
                if (at - lastDriverEnd > 0) {
                    lastDriverEnd = at;
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
            lastDriverEnd = t0;
        }
        start.countDown();
    }

    /** Lets waiting workers go without starting the step (it failed or was stopped before its start). */
    void abortStart(long at) {
        stopping = true;
        this.t0 = at;
        this.warmupEnd = at;
        this.deadline = at;
        start.countDown();
    }

    /**
     * Waits for the end condition, sets the stop flag and returns when the step ended. The end is clamped to
     * [t0, deadline]: an operation that overruns the duration does not lengthen the step.
     */
    long awaitEnd() throws InterruptedException {
        synchronized (lock) {
            while (!ended) {
                long now = clock.nanoTime();
                if (error != null) {
                    endAt(failedAt);
                } else if (interrupted) {
                    endAt(interruptedAt);
                } else if (targetReached) {
                    endAt(targetReachedAt);
                } else if (driverThreads > 0 && driversLeft == 0) {
                    endAt(lastDriverEnd);
                } else if (workersLeft == 0) {
                    endAt(lastWorkerEnd);
                } else if (now - deadline >= 0) {
                    endAt(deadline);
                } else {
                    lock.wait(Defaults.END_POLL_MILLIS);
                }
            }
            stopping = true;
            return endedAt;
        }
    }

    private void endAt(long at) {
        endedAt = clamp(at);
        ended = true;
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
            if (!ended && !interrupted) {
                interrupted = true;
                interruptedAt = clock.nanoTime();
            }
            stopping = true;
            lock.notifyAll();
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
