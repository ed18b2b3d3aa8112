package io.storagebench.workload;

/**
 * How fast each worker thread of an actor issues operations. Rates are per worker thread. The runner paces; a
 * workload only chooses, and its workers never sleep to keep a rate themselves.
 */
public sealed interface Pacing {

    /** As fast as it can: the next operation starts when the previous one ends. */
    record ClosedLoop() implements Pacing { }

    /**
     * The Insert Benchmark's limiter: after every {@code opsPerSecond} operations, if less than
     * {@code minWindowSeconds} passed since the window began, sleep until one second has passed; no catch-up, so a
     * slow second is lost and the step runs longer. Operations of one window are due at the window's start, so
     * response time shows the queueing within it.
     */
    record PerSecondWindow(int opsPerSecond, double minWindowSeconds) implements Pacing {
        public PerSecondWindow {
            if (opsPerSecond < 1 || !(minWindowSeconds > 0 && minWindowSeconds <= 1)) {
                throw new IllegalArgumentException("bad window: " + opsPerSecond + " ops, " + minWindowSeconds + " s");
            }
        }
    }

    /**
     * Open loop at a fixed rate: operation i is due at start + i / rate, and late operations are issued at once
     * (catch-up), so response time (end - due) includes the queueing a real client would see.
     */
    record FixedRate(double opsPerSecond) implements Pacing {
        public FixedRate {
            if (!(opsPerSecond > 0)) {
                throw new IllegalArgumentException("rate must be positive: " + opsPerSecond);
            }
        }
    }

    ClosedLoop CLOSED_LOOP = new ClosedLoop();

    /** The reference Insert Benchmark limiter (0.95 s minimum window). */
    static Pacing perSecondWindow(int opsPerSecond) {
        return new PerSecondWindow(opsPerSecond, 0.95);
    }

    /** Operations per second per thread when paced; 0 for closed loop. */
    default double targetOpsPerSecond() {
        if (this instanceof PerSecondWindow w) {
            return w.opsPerSecond();
        }
        if (this instanceof FixedRate f) {
            return f.opsPerSecond();
        }
        return 0;
    }
}
