package io.storagebench.runner;

import io.storagebench.workload.Unit;
import java.util.List;

/**
 * A rows-ended step's progress target as an end signal: the target actor's count over all its threads (warmup
 * included) against the total that means "done" ({@code Step.ProgressTarget}). A paced driver only learns it is done
 * on the call after its last operation, which its pacer delays by up to a window; checking the count after each
 * operation ends the step at the last operation instead, as the reference does.
 */
record TargetCount(String actor, Unit unit, long total, List<WorkerMeter> meters) {
    TargetCount {
        meters = List.copyOf(meters);
    }

    /** True once the actor has done the total; any thread may ask. */
    boolean reached() {
        long count = 0;
        for (WorkerMeter m : meters) {
            count += unit.sumsReturns() ? m.rows() + m.warmupRows() : m.ops() + m.warmupOps();
        }
        return count >= total;
    }
}
