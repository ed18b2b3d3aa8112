package io.storagebench.runner;

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
}
