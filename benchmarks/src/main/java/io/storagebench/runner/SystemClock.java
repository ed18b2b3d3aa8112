package io.storagebench.runner;

import java.util.concurrent.locks.LockSupport;

/** The real clock: {@link System#nanoTime()}, {@link System#currentTimeMillis()} and parking. */
public final class SystemClock implements Clock {

    /** The one instance; the class has no state. */
    public static final SystemClock INSTANCE = new SystemClock();

    private SystemClock() {
    }

    @Override
    public long nanoTime() {
        return System.nanoTime();
    }

    @Override
    public long currentTimeMillis() {
        return System.currentTimeMillis();
    }

    @Override
    public void sleepUntil(long nanoDeadline) throws InterruptedException {
        // parkNanos may return early (spurious wake-ups, unpark), so loop until the deadline is really reached.
        for (long left = nanoDeadline - System.nanoTime(); left > 0; left = nanoDeadline - System.nanoTime()) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            LockSupport.parkNanos(left);
        }
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
    }
}
