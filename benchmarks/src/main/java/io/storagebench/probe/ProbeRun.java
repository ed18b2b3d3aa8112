package io.storagebench.probe;

import io.storagebench.results.MetricResult;
import java.util.List;

/** One probe watching one step. Called from one thread at a time (the runner's probe thread, then the runner). */
public interface ProbeRun {
    /** The measured window starts now (the warmup ended): the snapshot every delta starts from. */
    void measureFromNow();

    /** The step's start and every one-second boundary after it, for the per-second series. */
    default void sample() {
    }

    /**
     * The step's window ended and its worker threads are about to stop: the last moment to read what dies with a
     * thread (its context switches).
     */
    default void workersStopping() {
    }

    /** The step ended: the end snapshot, and the metrics over the window. */
    List<MetricResult> finish(Window window);
}
