package io.storagebench.workload;

import io.storagebench.spi.Session;

/** Makes the worker of one thread of an actor. */
@FunctionalInterface
public interface WorkerFactory {
    /**
     * Called on the worker's own thread, before the step's clock starts, with the session it will use for the whole
     * step. Prepare operations here, not in {@link Worker#run}.
     *
     * @param index the thread's index within the actor, from 0
     */
    Worker create(int index, Session session);
}
