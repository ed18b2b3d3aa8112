package io.storagebench.sysbench;

import java.util.Objects;

/**
 * One sysbench microbenchmark: its reported name, what an event does, the range (or IN-list) size it uses, whether
 * it is a {@code .pre} read run before the writes, and whether it runs for the write duration.
 *
 * @param name    the reference's report label, e.g. {@code random-points_range=100}, {@code point-query.pre}
 * @param kind    what one event does
 * @param range   rows per range, or ids per IN-list, of the event's main statement
 * @param covered for points-* and range-*: the projection is answered by the index alone
 * @param pre     a read test run after the load, before any write
 * @param write   runs for the write duration (write-only runs for the read duration, as all_small.sh does)
 */
record SbTest(String name, Kind kind, int range, boolean covered, boolean pre, boolean write) {
    /** What one event does: the SQL of the oltp_*.lua script that all_small.sh runs for the test. */
    enum Kind {
        POINT_QUERY, RANDOM_POINTS, HOT_POINTS, POINTS_PK, POINTS_SI, RANGE_PK, RANGE_SI, SCAN,
        READ_ONLY, READ_ONLY_SIMPLE, READ_ONLY_SUM, READ_ONLY_ORDER, READ_ONLY_DISTINCT, READ_ONLY_COUNT,
        UPDATE_INLIST, UPDATE_INDEX, UPDATE_NONINDEX, UPDATE_ONE, UPDATE_ZIPF, WRITE_ONLY, READ_WRITE, DELETE, INSERT
    }

    /** The groups the reference's summary scripts use (sum_qps_csv_nopre.sh), range split as the blog splits it. */
    enum Group {
        POINT, RANGE, RANGE_AGG, WRITE;

        /** The name on the command line: point, range, range-agg, write. */
        String label() {
            return name().toLowerCase(java.util.Locale.ROOT).replace('_', '-');
        }
    }

    SbTest {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(kind, "kind");
    }

    /** point: names with "point"; write: delete, insert, update, write; range-agg: read-only*; range: the rest. */
    Group group() {
        if (name.contains("point")) {
            return Group.POINT;
        }
        if (name.matches(".*(delete|insert|update|write).*")) {
            return Group.WRITE;
        }
        return name.startsWith("read-only") ? Group.RANGE_AGG : Group.RANGE;
    }

    /** True for tests run inside BEGIN/COMMIT (oltp_read_only, oltp_read_write, oltp_write_only). */
    boolean transactional() {
        return switch (kind) {
            case READ_ONLY, READ_ONLY_SIMPLE, READ_ONLY_SUM, READ_ONLY_ORDER, READ_ONLY_DISTINCT, WRITE_ONLY,
                    READ_WRITE -> true;
            default -> false;
        };
    }
}
