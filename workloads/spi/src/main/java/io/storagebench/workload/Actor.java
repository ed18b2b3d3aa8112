package io.storagebench.workload;

import java.util.List;
import java.util.Objects;

/**
 * A group of worker threads doing one kind of operation. Each thread gets its own session and its own
 * {@link Worker} from {@code workers}; results are measured per actor. The name is unique within its step.
 *
 * <p>An actor whose calls are of several kinds (YCSB's client thread: a read, an update or a scan per call) names the
 * kinds in {@code operations}; a worker says which kind each call is with {@link OpContext#operation}, and the result
 * holds, beside the actor's own figures, one entry per kind named as the kind is, with its count, failures and
 * latencies. The names must differ from the step's actor names.
 *
 * @param operations the kinds of operation a worker may name, by index (empty: calls are of one kind)
 */
public record Actor(String name, int threads, Pacing pacing, Role role, WorkerFactory workers,
                    List<String> operations) {
    public Actor {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(pacing, "pacing");
        Objects.requireNonNull(role, "role");
        Objects.requireNonNull(workers, "workers");
        operations = List.copyOf(operations);
        if (threads < 1) {
            throw new IllegalArgumentException("actor " + name + " needs at least one thread");
        }
        if (operations.contains(name) || operations.stream().distinct().count() != operations.size()) {
            throw new IllegalArgumentException("actor " + name + ": operation names must differ from each other "
                    + "and from the actor's");
        }
    }

    /** An actor whose calls are of one kind. */
    public Actor(String name, int threads, Pacing pacing, Role role, WorkerFactory workers) {
        this(name, threads, pacing, role, workers, List.of());
    }
}
