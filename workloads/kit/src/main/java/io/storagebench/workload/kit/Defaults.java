package io.storagebench.workload.kit;

/** Every number that shapes a kit run, in one place. */
final class Defaults {
    /**
     * The virtual time one worker call takes: 1 ms, so a closed-loop thread makes a thousand calls per virtual second
     * and a step with a duration stays small; a test that needs another sets {@link StepDriver#serviceTime}.
     */
    static final long SERVICE_NANOS = 1_000_000L;

    /** The wall clock at virtual time 0 (2026-01-01T00:00:00Z), so timestamps a workload writes are repeatable. */
    static final long EPOCH_MILLIS = 1_767_225_600_000L;

    /** One second, in nanoseconds. */
    static final long SECOND = 1_000_000_000L;

    private Defaults() {
    }
}
