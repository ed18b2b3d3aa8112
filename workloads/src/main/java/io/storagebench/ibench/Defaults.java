package io.storagebench.ibench;

/** Every number that shapes an Insert Benchmark run, with where it comes from. */
public final class Defaults {
    private Defaults() {
    }

    /** iibench.py's --cashregisters, --products, --customers, --max_price: uniform domains of the columns. */
    public static final int CASHREGISTERS = 1000;
    public static final int PRODUCTS = 10_000;
    public static final int CUSTOMERS = 100_000;
    public static final int MAX_PRICE = 500;

    /** np.sh passes --data_length_min=10 --data_length_max=20; iibench.py's --data_random_pct is 50. */
    public static final int DATA_MIN_LENGTH = 10;
    public static final int DATA_MAX_LENGTH = 20;
    public static final int DATA_RANDOM_PCT = 50;
    /** Bytes behind the base64 pool random data is cut from (iibench.py uses 4 MiB of os.urandom). */
    public static final int DATA_POOL_BYTES = 1 << 20;

    /** iq.sh rows per statement: l.i0 100, l.x 100, l.i1 50, l.i2 5, query steps 50. */
    public static final int BATCH_L_I0 = 100;
    public static final int BATCH_L_X = 100;
    public static final int BATCH_L_I1 = 50;
    public static final int BATCH_L_I2 = 5;
    public static final int BATCH_QUERY_STEPS = 50;

    /** --rows_per_query: rows per range query and keys per point query. */
    public static final int ROWS_PER_QUERY = 10;
    /** --resync_get_min: the deleter re-reads min(transactionid) every this many deletes. */
    public static final int RESYNC_GET_MIN = 1000;
    /** The point-query thread re-reads max(transactionid) every this many queries. */
    public static final int REFRESH_GET_MAX = 100;
    /** The statement maker's queues hold 8 statements: the deleter is never more than 8 batches behind. */
    public static final int DELETE_LAG_BATCHES = 8;
    /** SLA: achieved background insert rate >= round(0.95 x target). */
    public static final double SLA_SHARE = 0.95;
    /** The query steps' target insert rates per client, in order (ra.sh). */
    public static final String QUERY_RATES = "100,500,1000";
    /** The wait after l.i2: min(1200, 60 + rows loaded in l.i0 / 1e6) seconds (iq.sh). */
    public static final long WAIT_BASE_SECONDS = 60;
    public static final long WAIT_MAX_SECONDS = 1200;
    public static final long SEED = 42;
}
