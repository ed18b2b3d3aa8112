package io.storagebench.report.compare;

/** Bundles that cannot be compared (mixed workloads, an unknown base); the message is one line for the terminal. */
public class ComparisonException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    public ComparisonException(String message) {
        super(message);
    }
}
