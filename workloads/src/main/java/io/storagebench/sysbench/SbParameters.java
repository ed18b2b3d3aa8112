package io.storagebench.sysbench;

import io.storagebench.workload.ParameterSet;

/**
 * The sysbench parameters, validated once.
 *
 * @param tables         sbtest tables
 * @param rows           rows per table after the load ({@code --table-size})
 * @param threads        client threads of every test ({@code --threads})
 * @param readSeconds    measured seconds of each read test (and write-only, as all_small.sh runs it)
 * @param writeSeconds   measured seconds of each write test
 * @param warmupSeconds  seconds at the start of each test excluded from measurement ({@code --warmup-time})
 * @param loadBatch      rows per multi-row INSERT of the load
 * @param postwriteWait  seconds postwrite (quiesce, then sleep) takes after the load and after read-write
 * @param seed           seed of every random choice
 * @param warm           run point-query.warm after the load, as all_small.sh does
 */
record SbParameters(int tables, long rows, int threads, long readSeconds, long writeSeconds, long warmupSeconds,
                    int loadBatch, long postwriteWait, long seed, boolean warm) {

    static SbParameters from(ParameterSet p) {
        int tables = p.intIn("tables", 1, 10_000);
        long rows = p.longIn("rows", 1, Integer.MAX_VALUE);
        String wait = p.string("postwrite-wait");
        long waitSeconds = wait.equals("auto")
                ? Math.min(Defaults.POSTWRITE_MAX_SECONDS, Defaults.POSTWRITE_BASE_SECONDS + rows * tables / 1_000_000)
                : p.longIn("postwrite-wait", 0, 86_400);
        return new SbParameters(tables, rows, p.intIn("threads", 1, 4096), p.longIn("seconds", 1, 86_400 * 7),
                p.longIn("write-seconds", 1, 86_400 * 7), p.longIn("warmup", 0, 86_400),
                p.intIn("load-batch", 1, 10_000), waitSeconds, p.longIn("seed", Long.MIN_VALUE, Long.MAX_VALUE),
                p.bool("warm"));
    }
}
