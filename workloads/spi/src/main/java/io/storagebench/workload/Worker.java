package io.storagebench.workload;

/**
 * One thread's operation loop body. The runner calls {@link #run} once per operation (after pacing, if any), times
 * it, counts it, and stops calling when the step ends.
 *
 * <p>An implementer guarantees: a worker is used by one thread only, its own, with its own {@code Session}, so it
 * needs no locks except for state it shares with other workers on purpose (a hand-off); {@link #run} does one
 * operation's work and nothing the runner measures for it (no pacing, no sleeping, no timing of its own), delivers
 * every value it reads into {@link OpContext#sink()}, and, once it returned {@link #DONE}, is not called again.
 */
public interface Worker {

    /** Returned by {@link #run} when this worker has no more work; the call is not counted as an operation. */
    long DONE = -1;

    /**
     * Does one operation and returns the rows it inserted, read or deleted (0 is fine), or {@link #DONE}.
     * An {@code EngineException} with {@code retryable()} makes the runner count a retry and call again for the
     * same operation; any other exception fails the step. A worker that may block (waiting for work from another
     * actor) must return promptly once {@link OpContext#stopping()} is true or it is interrupted.
     */
    long run(OpContext context) throws InterruptedException;

    /** Called once on the worker's thread when it stops for any reason; release hand-offs here. */
    default void finish() {
    }
}
