package io.storagebench.runner;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.function.LongConsumer;

/**
 * A virtual clock that only operations move ({@link #advance}); a sleeper waits, in real time, until they have moved
 * it far enough, instead of jumping it. With several threads (a paced inserter beside a closed-loop query thread) time
 * then passes as the busy threads spend it, and a paced thread wakes when the clock reaches its window, as on a real
 * clock, while the test still knows every operation's cost exactly. {@link FakeClock}'s sleeps jump time, which is
 * right for one thread and wrong for this.
 */
final class PassiveClock implements Clock {
    private final AtomicLong now = new AtomicLong(FakeClock.ORIGIN);
    private volatile LongConsumer onAdvance;

    @Override
    public long nanoTime() {
        return now.get();
    }

    @Override
    public long currentTimeMillis() {
        return FakeClock.EPOCH_MILLIS + (now.get() - FakeClock.ORIGIN) / 1_000_000;
    }

    @Override
    public void sleepUntil(long nanoDeadline) throws InterruptedException {
        while (nanoDeadline - now.get() > 0) {
            if (Thread.interrupted()) {
                throw new InterruptedException();
            }
            LockSupport.parkNanos(10_000);
        }
    }

    void advance(Duration d) {
        long t = now.addAndGet(d.toNanos());
        LongConsumer listener = onAdvance;
        if (listener != null) {
            listener.accept(t);
        }
    }

    /** Runner settings that sample whenever this clock advances, with short stop grace times. */
    RunnerSettings settings() {
        SampleTrigger sampling = (sampler, clock, threadName) -> {
            onAdvance = sampler::sampleUpTo;
            return () -> onAdvance = null;
        };
        return RunnerSettings.defaults().withClock(this, sampling)
                .withStopTimes(Duration.ofMillis(200), Duration.ofSeconds(5));
    }
}
