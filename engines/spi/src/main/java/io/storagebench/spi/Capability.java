package io.storagebench.spi;

/**
 * What an engine can do. A workload declares what it needs; a run refuses an engine that lacks it before
 * anything starts. A session must throw {@link UnsupportedShapeException} from {@code prepare} for an operation
 * whose capability its engine does not declare.
 */
public enum Capability {
    /** Tables with an auto-increment integer primary key: inserts without the key get increasing keys. */
    AUTO_INCREMENT,
    /** Non-unique secondary indexes, created after a load with {@link Engine#createIndex}. */
    SECONDARY_INDEX,
    /** {@code io.storagebench.spi.op.Insert}. */
    INSERT,
    /** {@code Lookup} by primary key (one key or an IN-list). */
    LOOKUP_PRIMARY,
    /** {@code Lookup} by secondary index values. */
    LOOKUP_SECONDARY,
    /** {@code RangeRead} over the primary key. */
    RANGE_PRIMARY,
    /** {@code RangeRead} over a secondary index. */
    RANGE_SECONDARY,
    /** {@code RangeRead} with an aggregate, ORDER BY a non-key column or DISTINCT. */
    RANGE_AGGREGATE,
    /** {@code Scan}: a full scan with a predicate. */
    SCAN,
    /** {@code Update}: set or add to a column by primary key. */
    UPDATE,
    /** {@code Delete} by primary key. */
    DELETE,
    /** {@code DeleteOldest}: delete the n smallest keys at or above a key. */
    DELETE_OLDEST,
    /** {@code KeyBound}: min or max of the primary key. */
    KEY_BOUNDS,
    /** {@link Session#begin()}, {@link Session#commit()}, {@link Session#rollback()}. */
    TRANSACTIONS,
    /** Key-value spaces and the {@code Kv*} shapes. */
    KEY_VALUE
}
