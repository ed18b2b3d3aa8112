package io.storagebench.runner;

import java.util.Optional;

/**
 * Where the shards of one run meet before each step, so a step starts when every shard has finished the one before,
 * as one process's steps do. Implementations are polled by the runner on its clock; they never block.
 */
public interface StepBarrier {

    /** No other shard to wait for: a run in one process. */
    StepBarrier NONE = new StepBarrier() {
        @Override
        public void arrive(int index, String step) {
        }

        @Override
        public boolean allArrived(int index, String step) {
            return true;
        }

        @Override
        public void leave() {
        }
    };

    /** Says this shard has finished every step before step {@code index} (named {@code step}) and waits for it. */
    void arrive(int index, String step);

    /**
     * True once every shard has arrived at step {@code index}.
     *
     * @throws ShardLostException when a shard's run ended before it arrived: it never will
     */
    boolean allArrived(int index, String step);

    /** This shard's run is over, however it ended: the others stop waiting for it at later steps. */
    void leave();

    /**
     * Says this shard has run all {@code steps} steps of its run, so its leaving next is no loss to the shards still
     * in the last one.
     */
    default void finished(int steps) {
    }

    /**
     * Watches the other shards while this one runs a step: {@code stop} is called once, from another thread, when
     * one is gone (its run ended before it finished the step, or it fell silent), so the step under way ends early
     * rather than measure a share of the load; {@link #lost()} then says why.
     */
    default void watch(Runnable stop) {
    }

    /** Why the run cannot go on, once {@link #watch}'s {@code stop} was called; empty until then. */
    default Optional<String> lost() {
        return Optional.empty();
    }
}
