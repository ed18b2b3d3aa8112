package io.storagebench.spi;

/**
 * Work on the stored data that db_bench runs as steps of their own (the key-value workload's {@code flush_mt_l0},
 * {@code compact}, the wait of {@code overwriteandwait}). An LSM engine does exactly what each names; an engine
 * without an LSM tree does what comes closest, by default {@link Engine#quiesce()}.
 */
public enum Maintenance {
    /**
     * db_bench's {@code flush_mt_l0}: flush the memtables, wait for compaction, compact L0 into the next level, wait
     * again. Leaves the same tree shape whatever ran before, so the read steps after it compare.
     */
    FLUSH_MT_L0,
    /** db_bench's {@code waitforcompaction}: return once no flush or compaction is pending or running. */
    WAIT_FOR_COMPACTION,
    /** db_bench's {@code compact}: rewrite the whole key range into one level (the last), with its filters. */
    COMPACT,
    /**
     * {@code compact} with {@code optimize_filters_for_hits}: the one level it leaves has no filter blocks, as the
     * IO-efficiency study's {@code readrandom3} reads it. The engine keeps writing files that way until it is
     * reopened.
     */
    COMPACT_WITHOUT_FILTERS
}
