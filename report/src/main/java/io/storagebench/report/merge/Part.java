package io.storagebench.report.merge;

import io.storagebench.results.ActorResult;
import io.storagebench.results.HeadlineResult;
import io.storagebench.results.StepResult;

/**
 * One shard's result of a step, placed on the merged step's time line: {@code offsetSeconds} after the earliest
 * shard's start of the step.
 */
record Part(Shard shard, StepResult step, double offsetSeconds) {
    /** The actor whose rows are what per-insert figures are per (the runner's rule). */
    static final String INSERTER = "inserter";

    double measureStart() {
        return offsetSeconds + step.warmupSeconds();
    }

    double end() {
        return offsetSeconds + step.elapsedSeconds();
    }

    /**
     * What the shard's per-op figures are per, as the runner counts it: the headline actor's measured count in the
     * headline's unit (operations, or the rows or queries the calls returned); null without a headline.
     */
    Long ops() {
        HeadlineResult h = step.headline();
        ActorResult a = h == null ? null : step.actor(h.actor());
        if (a == null) {
            return null;
        }
        return "ops".equalsIgnoreCase(h.unit()) ? a.ops() : a.rows();
    }

    /** What the shard's per-insert figures are per: the inserter's measured rows, else the headline's rows; or null. */
    Long inserts() {
        ActorResult inserter = step.actor(INSERTER);
        if (inserter != null) {
            return inserter.rows();
        }
        HeadlineResult h = step.headline();
        return h != null && "rows".equalsIgnoreCase(h.unit()) && step.actor(h.actor()) != null
                ? step.actor(h.actor()).rows() : null;
    }
}
