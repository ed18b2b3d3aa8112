package io.storagebench.workload.kit;

import io.storagebench.workload.Pacing;

/**
 * One worker thread's pacing on the virtual clock, scheduled as the runner's pacers schedule it: closed loop at once;
 * a fixed rate's call i due at i / rate, late calls at once (catch-up); the Insert Benchmark's window checked every
 * {@code opsPerSecond} calls, the first window a second in, every call of a window due at its start.
 */
final class Schedule {
    private final Pacing pacing;
    private long round;
    private long lastCheck;
    private long due;
    private long slotStart;

    Schedule(Pacing pacing) {
        this.pacing = pacing;
    }

    /** When the next call starts for a thread free from {@code now} on; then {@link #due} and {@link #slotStart}. */
    long next(long now) {
        long start = now;
        if (pacing instanceof Pacing.PerSecondWindow window) {
            if (round % window.opsPerSecond() == 0) {
                if (now - lastCheck < Math.round(window.minWindowSeconds() * Defaults.SECOND)) {
                    start = lastCheck + Defaults.SECOND;
                }
                slotStart = lastCheck;
                lastCheck = start;
                due = start;
            }
        } else if (pacing instanceof Pacing.FixedRate rate) {
            long dueNow = Math.round(round * (Defaults.SECOND / rate.opsPerSecond()));
            start = Math.max(now, dueNow);
            slotStart = round == 0 ? 0 : due;
            due = dueNow;
        } else {
            slotStart = now;
            due = now;
        }
        round++;
        return start;
    }

    /** When the call {@link #next} let through was due. */
    long due() {
        return due;
    }

    /** When that call's schedule slot began: it counts as measured when the slot lies after the warmup. */
    long slotStart() {
        return slotStart;
    }
}
