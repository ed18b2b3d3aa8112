package io.storagebench.workload;

/** What a rate counts: worker calls (queries, statements) or the rows those calls returned. */
public enum Unit {
    /** One per {@link Worker#run} call that completed. */
    OPS,
    /** The sum of what {@link Worker#run} returned. */
    ROWS
}
