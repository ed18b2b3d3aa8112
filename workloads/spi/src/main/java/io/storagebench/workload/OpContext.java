package io.storagebench.workload;

import io.storagebench.spi.RowSink;

/**
 * What the runner gives a worker for each operation. Used by one thread. The runner implements it; a workload only
 * calls it (the workload kit has one on a virtual clock for tests). A worker takes every time it hands to another
 * actor from {@link #nanoTime()}, never from {@code System.nanoTime()}, so a test on a virtual clock sees the same.
 */
public interface OpContext {

    /** The runner's clock, in nanoseconds; use it for every timestamp handed between actors. */
    long nanoTime();

    /** The runner's wall clock, milliseconds since the epoch. */
    long currentTimeMillis();

    /**
     * Says the operation proper starts now: time spent before this call (waiting for work) is not service time.
     * Without it, service time starts when {@link Worker#run} is called.
     */
    void serviceStartsNow();

    /**
     * Says when the operation was due (for example when another actor handed it over): response time is measured
     * from here. Without it, the pacing's schedule (or the service start, closed loop) applies.
     */
    void dueAt(long nanoTime);

    /**
     * Says which of the actor's {@link Actor#operations} this call is, and whether it succeeded (a YCSB read of a
     * key that is not there did not): the runner counts and times the call under that kind as well as under the
     * actor. Without it, the call is only the actor's.
     *
     * @param index an index into the actor's operations
     */
    default void operation(int index, boolean ok) {
    }

    /** The sink reads must deliver into; it consumes every value. */
    RowSink sink();

    /** True once the step is ending; a blocking worker polls it. */
    boolean stopping();
}
