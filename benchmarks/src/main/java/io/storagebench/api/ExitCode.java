package io.storagebench.api;

/** The exit codes of a run, as the command line returns them. */
public final class ExitCode {
    /** The run completed (an SLA that failed is in the bundle, unless failing on SLAs was asked for). */
    public static final int OK = 0;
    /** An engine or step failed once the run had started, or an SLA failed when failing on SLAs was asked for. */
    public static final int FAILED = 1;
    /** Nothing was run: bad input, or a setup the run cannot start with. */
    public static final int BAD_INPUT = 2;
    /** Stopped by Ctrl-C (SIGINT); the bundle keeps what was measured. */
    public static final int INTERRUPTED = 130;

    private ExitCode() {
    }
}
