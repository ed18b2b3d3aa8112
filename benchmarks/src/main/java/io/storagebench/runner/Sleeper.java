package io.storagebench.runner;

/** A sleep that gives up when the step ends: a paced worker waits for its next operation through one. */
@FunctionalInterface
public interface Sleeper {

    /**
     * Sleeps until {@code nanoTime} on the runner's clock.
     *
     * @return true when that time was reached; false when the step stops first or ends before it (the operation due
     *         then will never run)
     */
    boolean sleepUntil(long nanoTime) throws InterruptedException;

    /** A sleeper that always sleeps the whole time on {@code clock}; for pacers used outside a step. */
    static Sleeper on(Clock clock) {
        return t -> {
            clock.sleepUntil(t);
            return true;
        };
    }
}
