package io.storagebench.runner;

import io.storagebench.results.AfterStepResult;
import io.storagebench.spi.Engine;
import io.storagebench.workload.AfterStep;
import java.util.function.BooleanSupplier;

/**
 * What runs after a step, outside any measurement (the Insert Benchmark's wait after l.i2): {@code Engine.quiesce()}
 * timed, then a sleep for whatever remains of the window, cut short by a stop request.
 */
final class AfterStepWork {
    private AfterStepWork() {
    }

    /**
     * Does the work; a quiesce failure propagates (the caller fails the step). An interrupt ends the wait and is
     * passed on as the thread's interrupt flag.
     */
    static AfterStepResult run(Engine engine, AfterStep after, Clock clock, BooleanSupplier stopRequested) {
        long begin = clock.nanoTime();
        double quiesceSeconds = 0;
        if (after.quiesce()) {
            engine.quiesce();
            quiesceSeconds = (clock.nanoTime() - begin) / 1e9;
        }
        long until = begin + StepRunner.nanos(after.window());
        try {
            // In slices, so a stop request (Ctrl-C) is seen within STOP_POLL_NANOS even in a 20-minute window.
            for (long now = clock.nanoTime(); !stopRequested.getAsBoolean() && until - now > 0; now = clock.nanoTime()) {
                clock.sleepUntil(until - now > Defaults.STOP_POLL_NANOS ? now + Defaults.STOP_POLL_NANOS : until);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new AfterStepResult(after.quiesce(), quiesceSeconds, (clock.nanoTime() - begin) / 1e9);
    }
}
