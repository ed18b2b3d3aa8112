package io.storagebench.runner;

import io.storagebench.workload.Pacing;

/**
 * The Insert Benchmark's limiter, copied exactly ({@code statement_maker} in iibench.py): before
 * operation r, when {@code r % opsPerSecond == 0} (r = 0 included), if less than {@code minWindowSeconds} passed since
 * the last check, sleep until one second after it; then the last check is now. The last check starts as the worker's
 * start, so the first window begins about a second in, as in the reference. No catch-up: a slow window is simply lost.
 * Every operation of a window is due at the window's start, so response time shows the queueing within it.
 */
public final class PerSecondWindowPacer implements Pacer {
    private static final long SECOND = 1_000_000_000L;

    private final Clock clock;
    private final Sleeper sleeper;
    private final int perWindow;
    private final long minWindowNanos;
    private long lastCheck;
    private long round;
    private long dueAt;
    private long slotStart;

    PerSecondWindowPacer(Pacing.PerSecondWindow pacing, Clock clock, Sleeper sleeper, long start) {
        this.clock = clock;
        this.sleeper = sleeper;
        this.perWindow = pacing.opsPerSecond();
        this.minWindowNanos = Math.round(pacing.minWindowSeconds() * SECOND);
        this.lastCheck = start;
    }

    @Override
    public boolean awaitNext() throws InterruptedException {
        if (round % perWindow == 0) {
            long now = clock.nanoTime();
            if (now - lastCheck < minWindowNanos) {
                if (!sleeper.sleepUntil(lastCheck + SECOND)) {
                    return false;
                }
                now = clock.nanoTime();
            }
            slotStart = lastCheck;
            lastCheck = now;
            dueAt = now;
        }
        round++;
        return true;
    }

    @Override
    public long dueAt() {
        return dueAt;
    }

    @Override
    public long slotStart() {
        return slotStart;
    }
}
