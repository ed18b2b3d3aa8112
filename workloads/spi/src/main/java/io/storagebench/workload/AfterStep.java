package io.storagebench.workload;

import java.time.Duration;
import java.util.Objects;

/**
 * What happens after a step, outside any step's measurement: optionally {@code Engine.quiesce()}, and a window
 * that the cleanup runs within; the runner then sleeps whatever of the window remains (the Insert Benchmark's wait
 * after l.i2). The runner does it; a workload only declares it.
 */
public record AfterStep(boolean quiesce, Duration window) {
    public static final AfterStep NOTHING = new AfterStep(false, Duration.ZERO);

    public AfterStep {
        Objects.requireNonNull(window, "window");
        if (window.isNegative()) {
            throw new IllegalArgumentException("negative window");
        }
    }
}
