package io.storagebench.report.check;

/** A verdict's result; only {@link #REGRESSION} and {@link #FAILED} fail the check. */
public enum Outcome {
    /** Within the threshold (or a figure only one side has). */
    PASS,
    /** Beyond the threshold the good way: never a regression. */
    IMPROVED,
    /**
     * The means beyond the threshold the bad way, but the repeats' ranges overlap or are apart by less than the
     * threshold.
     */
    WITHIN_NOISE,
    /**
     * Beyond the threshold the bad way and outside the noise: the candidate's best repeat beyond the baseline's worst
     * by more than the threshold (or, with a single run on a side, the noise unknown and the means beyond it).
     */
    REGRESSION,
    /** A failed SLA, a failed or interrupted step, or a step the candidate lacks. */
    FAILED;

    public boolean fails() {
        return this == REGRESSION || this == FAILED;
    }
}
