package io.storagebench.runner;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongConsumer;

/**
 * A virtual clock: sleeping advances time at once, and a stub engine or worker "costs" time by advancing it. Its
 * origin sits an hour before {@code Long.MAX_VALUE}, so long virtual runs wrap nanoTime and prove the runner compares
 * times by subtraction. {@link #sampling()} samples whenever time advances, so per-second samples fall on exact
 * virtual seconds.
 */
final class FakeClock implements Clock {
    static final long ORIGIN = Long.MAX_VALUE - Duration.ofHours(1).toNanos();
    static final long EPOCH_MILLIS = 1_767_225_600_000L; // 2026-01-01T00:00:00Z

    private final AtomicLong now = new AtomicLong(ORIGIN);
    private volatile LongConsumer onAdvance;

    @Override
    public long nanoTime() {
        return now.get();
    }

    @Override
    public long currentTimeMillis() {
        return EPOCH_MILLIS + (now.get() - ORIGIN) / 1_000_000;
    }

    @Override
    public void sleepUntil(long nanoDeadline) throws InterruptedException {
        if (Thread.interrupted()) {
            throw new InterruptedException();
        }
        long current = now.get();
        if (nanoDeadline - current > 0) {
            advance(nanoDeadline - current);
        }
    }

    /** Moves time forward by {@code nanos} (what an operation "costs"). */
    void advance(long nanos) {
        long t = now.addAndGet(nanos);
        LongConsumer listener = onAdvance;
        if (listener != null) {
            listener.accept(t);
        }
    }

    void advance(Duration d) {
        advance(d.toNanos());
    }

    /** Seconds since the origin. */
    double seconds() {
        return (now.get() - ORIGIN) / 1e9;
    }

    /** Samples whenever this clock advances. */
    SampleTrigger sampling() {
        return (sampler, clock, threadName) -> {
            onAdvance = sampler::sampleUpTo;
            return () -> onAdvance = null;
        };
    }

    /** Runner settings on this clock, with short stop grace times. */
    RunnerSettings settings() {
        return RunnerSettings.defaults().withClock(this, sampling())
                .withStopTimes(Duration.ofMillis(200), Duration.ofSeconds(5));
    }
}
