package io.storagebench.report.check;

/** A verdict's result; only {@link #REGRESSION} and {@link #FAILED} fail the check. */
public enum Outcome {
    /** Within the threshold (or a figure only one side has). */
    PASS,
    /** Beyond the threshold the good way: never a regression. */
    IMPROVED,
    /** Beyond the threshold the bad way, but the baseline's and candidate's repeat ranges overlap. */
    WITHIN_NOISE,
    /** Beyond the threshold the bad way, and outside the noise (or the noise is unknown). */
    REGRESSION,
    /** A failed SLA, a failed or interrupted step, or a step the candidate lacks. */
    FAILED;

    public boolean fails() {
        return this == REGRESSION || this == FAILED;
    }
}
