package io.storagebench.results;

/** How a run or a step ended. */
public enum RunStatus {
    /** Still going: a partial bundle. */
    RUNNING,
    /** Completed. */
    OK,
    /** An engine or step failed; what was measured before is kept. */
    FAILED,
    /** Stopped by the user (Ctrl-C); what was measured before is kept. */
    INTERRUPTED
}
