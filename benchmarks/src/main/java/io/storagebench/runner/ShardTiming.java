package io.storagebench.runner;

import java.time.Instant;
import java.util.Objects;

/**
 * How one shard of a run keeps time with the others: each step starts when every shard has arrived at it
 * ({@code barrier}), and the first not before {@code startAt}.
 *
 * @param startAt the wall-clock time the first step starts at, or null to start once the barrier lets it
 * @param barrier where the shards meet before each step ({@link StepBarrier#NONE}: steps start on their own)
 */
public record ShardTiming(Instant startAt, StepBarrier barrier) {
    /** A run in one process. */
    public static final ShardTiming NONE = new ShardTiming(null, StepBarrier.NONE);

    public ShardTiming {
        Objects.requireNonNull(barrier, "barrier");
    }
}
