package io.storagebench.runner;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

class SystemClockTest {
    private final Clock clock = SystemClock.INSTANCE;

    @Test
    void sleepsUntilTheDeadline() throws InterruptedException {
        long deadline = clock.nanoTime() + 5_000_000;
        clock.sleepUntil(deadline);
        assertThat(clock.nanoTime() - deadline).isNotNegative();
    }

    @Test
    void aPastDeadlineReturnsAtOnce() throws InterruptedException {
        clock.sleepUntil(clock.nanoTime() - 1_000_000_000L);
    }

    @Test
    void anInterruptEndsTheSleep() {
        Thread.currentThread().interrupt();
        assertThatThrownBy(() -> clock.sleepUntil(clock.nanoTime() + 60_000_000_000L))
                .isInstanceOf(InterruptedException.class);
        assertThat(Thread.interrupted()).as("the flag is consumed by the exception").isFalse();
    }
}
