package io.storagebench.workload;

import io.storagebench.spi.Session;

/**
 * Makes the worker of one thread of an actor. An implementer guarantees that {@link #create} may be called from
 * several threads at once (one call per worker thread, each on its own thread) and that the workers it makes for
 * different indexes divide the actor's work between them without overlap where the workload says they do (their own
 * keys, tables or clients).
 */
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
