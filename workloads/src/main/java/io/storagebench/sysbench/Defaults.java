package io.storagebench.sysbench;

import java.util.List;

/** Every number that shapes a sysbench run, each with the sysbench or mytools file it comes from. */
public final class Defaults {
    private Defaults() {
    }

    /** oltp_common.lua: c is 10 groups of 11 digits joined by '-' (119 chars in CHAR(120)). */
    public static final int C_GROUPS = 10;
    public static final int C_LENGTH = 120;
    /** pad is 5 groups of 11 digits (59 chars in CHAR(60)). */
    public static final int PAD_GROUPS = 5;
    public static final int PAD_LENGTH = 60;
    public static final int DIGITS_PER_GROUP = 11;

    /** db_driver.c BULK_PACKET_SIZE (512 KiB) holds about 2.6k sbtest rows per multi-row INSERT. */
    public static final int LOAD_BATCH = 2600;
    /** oltp_read_only.lua --point-selects default: point selects per read-only/read-write event. */
    public static final int POINT_SELECTS = 10;
    /** all_small.sh passes --random-points=100 to the points-* and range-* tests; range-* read lo..lo+100. */
    public static final int RANDOM_POINTS = 100;
    /** oltp_inlist_update.lua's default IN-list (all_small.sh passes no --random-points to update-inlist). */
    public static final int UPDATE_INLIST_POINTS = 10;
    /** hot-points reads the same 100 ids N/2+1 .. N/2+100 in every event. */
    public static final int HOT_POINTS = 100;
    /** The read-only-{simple,sum,order,distinct,count} tests use --range-size=1000. */
    public static final int READ_ONLY_SINGLE_RANGE = 1000;
    /** --rand-zipfian-exp default, which Mark does not change. */
    public static final double ZIPF_EXPONENT = 0.8;
    /** sysbench --warmup-time as run.sh passes it. */
    public static final int WARMUP_SECONDS = 5;
    /** Postwrite sleeps until min(1200, 60 + total rows / 1e6) s have passed since it started (run.sh). */
    public static final long POSTWRITE_BASE_SECONDS = 60;
    public static final long POSTWRITE_MAX_SECONDS = 1200;
    public static final long SEED = 42;
    /** The client counts of the published scaleup reports (Postgres 18 on a 48-core server): threads=sweep. */
    public static final List<Integer> SCALEUP_THREADS = List.of(1, 2, 4, 8, 12, 16, 20, 24, 32, 40, 48);
}
