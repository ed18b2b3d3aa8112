package io.storagebench.workload;

/**
 * How an actor relates to the end of a step that has no duration. A follower's worker must return promptly between
 * two operations and must not rely on running a given number of times.
 */
public enum Role {
    /** The step ends when every driver worker has returned {@link Worker#DONE}. */
    DRIVER,
    /** Runs until the drivers are done (or the duration ends), then is stopped between two operations. */
    FOLLOWER
}
