package io.storagebench.ibench;

import io.storagebench.spi.Capability;
import io.storagebench.workload.InvalidParameterException;
import io.storagebench.workload.Load;
import io.storagebench.workload.ParameterSet;
import io.storagebench.workload.ParameterSpec;
import io.storagebench.workload.ProfiledWorkload;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Step;
import io.storagebench.workload.WorkloadPlan;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;

/** The Insert Benchmark: profiles {@code tiny} (default), {@code cached}, {@code io-bound}. */
public final class InsertBenchmark extends ProfiledWorkload {
    public static final String NAME = "insert-benchmark";
    static final List<String> PROFILES = List.of("tiny", "cached", "io-bound");
    static final List<String> LOAD_STEPS = List.of("l.i0", "l.x", "l.i1", "l.i2");

    private static final List<ParameterSpec> PARAMETERS = List.of(
            spec("clients", "clients, each with its own table pi<N> and its own inserter, deleter and query thread; "
                    + "a list (1,2,4) runs once per value, a scaleup sweep", "1", "1", "1").sweepable(List.of()),
            spec("rows.l.i0", "rows per table inserted by l.i0 (no secondary indexes)", "200k", "30M", "800M"),
            spec("rows.l.i1", "rows per table inserted by l.i1 (with deletes)", "80k", "40M", "4M"),
            spec("rows.l.i2", "rows per table inserted by l.i2 (with deletes)", "20k", "10M", "1M"),
            spec("batch.l.i0", "rows per insert statement in l.i0", Defaults.BATCH_L_I0),
            spec("batch.l.x", "rows inserted by l.x before it builds the indexes", Defaults.BATCH_L_X),
            spec("batch.l.i1", "rows per insert (and delete) statement in l.i1", Defaults.BATCH_L_I1),
            spec("batch.l.i2", "rows per insert (and delete) statement in l.i2", Defaults.BATCH_L_I2),
            spec("batch.query", "rows per background insert (and delete) in the query steps",
                    Defaults.BATCH_QUERY_STEPS),
            spec("query.seconds", "measured seconds per query step when the background insert rate is met; the "
                    + "step ends on rows, so a missed rate runs longer", "15", "1800", "1800"),
            spec("query.warmup-seconds", "seconds at the start of each query step excluded from measurement",
                    "3", "60", "60"),
            spec("query.rates", "background insert rates per client, rows/s; each gives a qr and a qp step",
                    Defaults.QUERY_RATES).list(),
            spec("rows-per-query", "rows per range query, keys per point query", Defaults.ROWS_PER_QUERY),
            spec("resync-get-min", "the deleter re-reads min(transactionid) every this many deletes",
                    Defaults.RESYNC_GET_MIN),
            spec("deletes", "delete as many rows as inserted in l.i1, l.i2 and the query steps", "true"),
            spec("delete-lag", "most insert batches the deleter may be behind", Defaults.DELETE_LAG_BATCHES),
            spec("post-load-wait", "seconds after l.i2 for quiesce and settling, or auto = min(1200, 60 + l.i0 "
                    + "rows of all tables / 1e6)", "5", "auto", "auto"),
            spec("sla-share", "share of the target background insert rate a query step must reach",
                    Defaults.SLA_SHARE),
            spec("data.min-length", "shortest data value", Defaults.DATA_MIN_LENGTH),
            spec("data.max-length", "longest data value", Defaults.DATA_MAX_LENGTH),
            spec("data.random-pct", "percent of 75% of the data value that is random (the rest is 'a')",
                    Defaults.DATA_RANDOM_PCT),
            spec("steps", "steps to run: all, or a comma-separated subset in order (later steps need the tables "
                    + "and indexes earlier ones build)", "all").list(),
            spec("seed", "seed of every random choice", Defaults.SEED));

    public InsertBenchmark() {
        super(NAME, "Insert Benchmark (iibench): l.i0, l.x, l.i1, l.i2, then range and point queries with a "
                + "rate-limited background inserter and a 95% SLA", PROFILES, PARAMETERS);
    }

    /**
     * A shard runs an equal block of the clients (clients must divide by the shards), each with its own table,
     * inserter, deleter and query thread, and its background inserter at the per-client rate, so the shards together
     * are the whole run's clients at the whole run's rates.
     */
    @Override
    protected WorkloadPlan plan(String profile, ParameterSet values, Shard shard) {
        IbenchParameters params = IbenchParameters.from(values);
        List<String> wanted = stepNames(values.string("steps"), params.queryRates());
        Shard.Block clients = shard.block(params.clients(), "clients");
        List<Step> steps = new ArrayList<>();
        for (Step step : new IbenchSteps(params, clients).all()) {
            if (wanted.contains(step.name())) {
                steps.add(step);
            }
        }
        return new WorkloadPlan(NAME, profile, values.asMap(), params.seed(), EnumSet.of(Capability.AUTO_INCREMENT,
                Capability.SECONDARY_INDEX, Capability.INSERT, Capability.DELETE_OLDEST, Capability.KEY_BOUNDS,
                Capability.RANGE_SECONDARY, Capability.LOOKUP_PRIMARY), steps,
                loads(params, clients.sizeInt(), wanted))
                // every shard's sessions meet at one server: the whole run's count is the one to check
                .withSessions(sessions(params, wanted));
    }

    /**
     * Per client, one session in l.i0 and l.x, the inserter (and deleter) in l.i1 and l.i2, and those with the query
     * thread in the query steps.
     */
    static int sessions(IbenchParameters p, List<String> wanted) {
        int deleter = p.deletes() ? 1 : 0;
        int perClient = 0;
        for (String step : wanted) {
            int here = step.startsWith("q") ? 2 + deleter : step.equals("l.i1") || step.equals("l.i2") ? 1 + deleter : 1;
            perClient = Math.max(perClient, here);
        }
        return perClient * p.clients();
    }

    /** The loads of {@code clients} in {@code wanted}: l.i0 before the indexes exist, l.i1 and l.i2 with them. */
    private static List<Load> loads(IbenchParameters p, int clients, List<String> wanted) {
        List<Load> loads = new ArrayList<>();
        long bare = Load.rowBytes(IbenchSchema.tableSpec(0), List.of(), p.dataMax());
        long indexed = Load.rowBytes(IbenchSchema.tableSpec(0), IbenchSchema.indexes(0), p.dataMax());
        addLoad(loads, wanted, "l.i0", allClients(p.rowsI0(), clients), bare);
        addLoad(loads, wanted, "l.i1", allClients(p.rowsI1(), clients), indexed);
        addLoad(loads, wanted, "l.i2", allClients(p.rowsI2(), clients), indexed);
        return loads;
    }

    /** Rows per client times clients; an absurd product stays absurd rather than wrapping round. */
    private static long allClients(long rows, int clients) {
        try {
            return Math.multiplyExact(rows, clients);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    private static void addLoad(List<Load> loads, List<String> wanted, String step, long rows, long rowBytes) {
        if (wanted.contains(step)) {
            loads.add(new Load(step, rows, rowBytes, "rows." + step));
        }
    }

    /** Every step name for these rates, in the reference order. */
    static List<String> allStepNames(List<Long> rates) {
        List<String> names = new ArrayList<>(LOAD_STEPS);
        for (long rate : rates) {
            names.add("qr" + rate);
            names.add("qp" + rate);
        }
        return names;
    }

    private static List<String> stepNames(String steps, List<Long> rates) {
        List<String> all = allStepNames(rates);
        if (steps.equals("all")) {
            return all;
        }
        List<String> wanted = List.of(steps.split("\\s*,\\s*"));
        for (String name : wanted) {
            if (!all.contains(name)) {
                throw new InvalidParameterException("unknown step '" + name + "' in parameter steps (steps: "
                        + String.join(", ", all) + ")");
            }
        }
        for (String name : wanted) {
            boolean query = name.startsWith("qr") || name.startsWith("qp");
            if (!name.equals("l.i0") && !wanted.contains("l.i0")) {
                throw new InvalidParameterException("step " + name + " needs the tables that l.i0 creates: add l.i0 "
                        + "to parameter steps");
            }
            if (query && !wanted.contains("l.x")) {
                throw new InvalidParameterException("step " + name + " needs the indexes that l.x creates: add l.x "
                        + "to parameter steps");
            }
        }
        return wanted;
    }

    /** A parameter with one value for every profile, or one per profile: tiny, cached, io-bound. */
    private static ParameterSpec spec(String name, String description, Object... values) {
        return ParameterSpec.of(PROFILES, name, description, values);
    }
}
