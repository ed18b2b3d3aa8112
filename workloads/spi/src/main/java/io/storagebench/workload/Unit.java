package io.storagebench.workload;

/**
 * What a rate counts: worker calls (queries, statements) or the rows those calls returned. A workload that counts
 * {@link #ROWS} or {@link #QUERIES} guarantees that each {@link Worker#run} returns exactly what it did.
 */
public enum Unit {
    /** One per {@link Worker#run} call that completed. */
    OPS,
    /** The sum of what {@link Worker#run} returned. */
    ROWS,
    /**
     * The sum of what {@link Worker#run} returned, where a worker's call is one event of several statements and it
     * returns the statements it ran (sysbench: an event is a transaction, a query is each statement in it).
     */
    QUERIES;

    /** True when the count is the sum of what the calls returned, not the number of calls. */
    public boolean sumsReturns() {
        return this != OPS;
    }
}
