package io.storagebench.sysbench;

import io.storagebench.spi.Capability;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.Shard;
import io.storagebench.workload.WorkloadPlan;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/** The sysbench microbenchmarks: profiles {@code tiny} (default), {@code small-server}, {@code large-server}. */
public final class Sysbench extends ProfiledWorkload {
    public static final String NAME = "sysbench";
    static final List<String> PROFILES = List.of("tiny", "small-server", "large-server");

    private static final List<ParameterSpec> PARAMETERS = List.of(
            spec("tables", "sbtest tables (--tables)", "1", "1", "8"),
            spec("rows", "rows per table (--table-size)", "100k", "50M", "10M"),
            spec("threads", "client threads of every test (--threads); a list (1,2,4) or sweep (the published list "
                    + "up to this host's CPUs) runs once per value, a scaleup sweep", "1", "1", "16")
                    .sweepable(Defaults.SCALEUP_THREADS),
            spec("seconds", "measured seconds of each read test (and write-only, as all_small.sh runs it)",
                    "5", "600", "600"),
            spec("write-seconds", "measured seconds of each write test", "5", "900", "900"),
            spec("warmup", "seconds at the start of each test excluded from measurement (--warmup-time)",
                    "2", String.valueOf(Defaults.WARMUP_SECONDS), String.valueOf(Defaults.WARMUP_SECONDS)),
            spec("tests", "tests to run, in the reference order: all, or a comma-separated list of test names and "
                    + "groups (point, range, range-agg, write)", "all").list(),
            spec("warm", "run point-query.warm (the read seconds, not in the 32) after the load, before postwrite, as "
                    + "all_small.sh does: it warms the server's caches and this JVM's compiled code", "true"),
            spec("with-pre", "also run the 15 .pre read tests after the load, before the writes", "false"),
            spec("load-batch", "rows per multi-row INSERT of the load", String.valueOf(Defaults.LOAD_BATCH)),
            spec("postwrite-wait", "seconds that postwrite (quiesce, then sleep) takes after the load and after the "
                    + "write tests, or auto = min(1200, 60 + rows of all tables / 1e6)", "2", "auto", "auto"),
            spec("seed", "seed of every random choice", String.valueOf(Defaults.SEED)));

    public Sysbench() {
        super(NAME, "sysbench microbenchmarks as the Small Datum reports run them: point, range, range with "
                + "aggregation and write tests over sbtest tables, QPS counted as sysbench counts", PROFILES,
                PARAMETERS);
    }

    /**
     * A shard loads an equal block of the tables and runs an equal block of every test's threads over all the tables
     * (tables and threads must divide by the shards); its tests must not start before every shard has loaded, which
     * the run's step barrier ({@code --sync-dir}) or a common start time sees to.
     */
    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values, Shard shard) {
        SbParameters params = SbParameters.from(values);
        List<SbTest> tests = SbTests.select(values.string("tests"), values.bool("with-pre"));
        long tables = shard.block(params.tables(), "tables").size();
        return new WorkloadPlan(NAME, profile, values.asMap(), params.seed(), requires(tests),
                new SbSteps(params, shard).steps(tests), List.of(new Load(SbSteps.LOAD, params.rows() * tables,
                        Load.rowBytes(SbSchema.tableSpec(0), List.of(SbSchema.kIndexSpec(0)), 0), "rows")))
                // the load writes each table from a session of its own, the tests one per thread; every shard's
                // sessions meet at one server, so the whole run's count is the one to check
                .withSessions(Math.max(params.tables(), params.threads()));
    }

    /** What the load and the selected tests need from an engine. */
    static Set<Capability> requires(List<SbTest> tests) {
        Set<Capability> needs = EnumSet.of(Capability.AUTO_INCREMENT, Capability.SECONDARY_INDEX, Capability.INSERT);
        for (SbTest test : tests) {
            switch (test.kind()) {
                case POINT_QUERY, RANDOM_POINTS, HOT_POINTS, POINTS_PK -> needs.add(Capability.LOOKUP_PRIMARY);
                case POINTS_SI -> needs.add(Capability.LOOKUP_SECONDARY);
                case RANGE_PK -> needs.add(Capability.RANGE_PRIMARY);
                case RANGE_SI -> needs.add(Capability.RANGE_SECONDARY);
                case SCAN -> needs.add(Capability.SCAN);
                case READ_ONLY_COUNT -> needs.addAll(List.of(Capability.RANGE_PRIMARY, Capability.RANGE_AGGREGATE));
                case READ_ONLY, READ_ONLY_SIMPLE, READ_ONLY_SUM, READ_ONLY_ORDER, READ_ONLY_DISTINCT -> needs.addAll(
                        List.of(Capability.TRANSACTIONS, Capability.LOOKUP_PRIMARY, Capability.RANGE_PRIMARY,
                                Capability.RANGE_AGGREGATE));
                case READ_WRITE -> needs.addAll(List.of(Capability.TRANSACTIONS, Capability.LOOKUP_PRIMARY,
                        Capability.RANGE_PRIMARY, Capability.RANGE_AGGREGATE, Capability.UPDATE, Capability.DELETE));
                case WRITE_ONLY -> needs.addAll(List.of(Capability.TRANSACTIONS, Capability.UPDATE,
                        Capability.DELETE));
                case UPDATE_INLIST, UPDATE_INDEX, UPDATE_NONINDEX, UPDATE_ONE, UPDATE_ZIPF -> needs.add(
                        Capability.UPDATE);
                case DELETE -> needs.add(Capability.DELETE);
                case INSERT -> { }
            }
        }
        return needs;
    }

    /** A parameter with one value for every profile, or one per profile: tiny, small-server, large-server. */
    private static ParameterSpec spec(String name, String description, Object... values) {
        return ParameterSpec.of(PROFILES, name, description, values);
    }
}
