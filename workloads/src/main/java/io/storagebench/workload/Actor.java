package io.storagebench.workload;

import java.util.Objects;

/**
 * A group of worker threads doing one kind of operation. Each thread gets its own session and its own
 * {@link Worker} from {@code workers}; results are measured per actor.
 */
public record Actor(String name, int threads, Pacing pacing, Role role, WorkerFactory workers) {
    public Actor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pacing, "pacing");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(workers, "workers");
        if (threads < 1) {
            throw new IllegalArgumentException("actor " + name + " needs at least one thread");
        }
    }
}
