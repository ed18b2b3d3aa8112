package io.storagebench.ibench;

import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.ParameterSet;
import java.util.List;

/** The Insert Benchmark's parameters, validated once. Row counts are per client (table). */
record IbenchParameters(int clients, long rowsI0, long rowsI1, long rowsI2, int batchI0, int batchX, int batchI1,
                        int batchI2, int batchQuery, long querySeconds, long queryWarmupSeconds,
                        List<Long> queryRates, int rowsPerQuery, int resyncGetMin, boolean deletes, int deleteLag,
                        long postLoadWaitSeconds, double slaShare, int dataMin, int dataMax, int dataRandomPct,
                        long seed) {

    private static final int MAX_BATCH = 100_000;

    static IbenchParameters from(ParameterSet p) {
        long rowsI0 = p.longIn("rows.l.i0", 1, Long.MAX_VALUE / 4);
        int clients = p.intIn("clients", 1, 1024);
        String wait = p.string("post-load-wait");
        long waitSeconds = wait.equals("auto")
                ? Math.min(Defaults.WAIT_MAX_SECONDS, Defaults.WAIT_BASE_SECONDS + rowsI0 * clients / 1_000_000)
                : p.longIn("post-load-wait", 0, 86_400);
        int dataMin = p.intIn("data.min-length", 1, 4000);
        int dataMax = p.intIn("data.max-length", 1, 4000);
        if (dataMax < dataMin) {
            throw new InvalidParameterException("bad value '" + dataMax + "' for parameter data.max-length: "
                    + "expected at least data.min-length (" + dataMin + ")");
        }
        return new IbenchParameters(clients, rowsI0,
                p.longIn("rows.l.i1", 1, Long.MAX_VALUE / 4), p.longIn("rows.l.i2", 1, Long.MAX_VALUE / 4),
                p.intIn("batch.l.i0", 1, MAX_BATCH), p.intIn("batch.l.x", 1, MAX_BATCH),
                p.intIn("batch.l.i1", 1, MAX_BATCH), p.intIn("batch.l.i2", 1, MAX_BATCH),
                p.intIn("batch.query", 1, MAX_BATCH), p.longIn("query.seconds", 1, 86_400 * 7),
                p.longIn("query.warmup-seconds", 0, 86_400), p.longList("query.rates", 1, 10_000_000),
                p.intIn("rows-per-query", 1, 10_000), p.intIn("resync-get-min", 1, Integer.MAX_VALUE),
                p.bool("deletes"), p.intIn("delete-lag", 1, 10_000), waitSeconds,
                p.doubleIn("sla-share", 0.01, 1.0), dataMin, dataMax, p.intIn("data.random-pct", 0, 100),
                p.longIn("seed", Long.MIN_VALUE, Long.MAX_VALUE));
    }

    /** iibench.py fixup_options: a batch larger than the rate is lowered to the rate. */
    int queryBatch(long rate) {
        return (int) Math.min(batchQuery, rate);
    }

    /** iibench.py: rounds_per_second = ceil(inserts_per_second / rows_per_commit), at least 1. */
    int batchesPerSecond(long rate) {
        int batch = queryBatch(rate);
        return (int) Math.max(1, (rate + batch - 1) / batch);
    }
}
