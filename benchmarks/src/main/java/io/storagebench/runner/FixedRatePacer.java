package io.storagebench.runner;

import io.storagebench.workload.Pacing;

/**
 * Open loop at a fixed rate: operation i is due at {@code start + i / rate}. A late operation goes at once and the
 * schedule is kept (catch-up), so response time (end - due) includes the queueing a real client at that rate would see.
 */
public final class FixedRatePacer implements Pacer {
    private final Sleeper sleeper;
    private final Clock clock;
    private final long start;
    private final double periodNanos;
    private long index;
    private long dueAt;
    private long slotStart;

    FixedRatePacer(Pacing.FixedRate pacing, Sleeper sleeper, Clock clock, long start) {
        this.sleeper = sleeper;
        this.clock = clock;
        this.start = start;
        this.periodNanos = 1e9 / pacing.opsPerSecond();
    }

    @Override
    public boolean awaitNext() throws InterruptedException {
        // Computed from the index, not accumulated, so rounding never drifts the schedule.
        long due = start + Math.round(index * periodNanos);
        if (clock.nanoTime() - due < 0 && !sleeper.sleepUntil(due)) {
            return false;
        }
        index++;
        slotStart = index == 1 ? start : dueAt;
        dueAt = due;
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
