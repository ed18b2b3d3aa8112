package io.storagebench.ibench;

import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Sla;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Builds the Insert Benchmark's steps from its parameters (iq.sh's sequence). */
final class IbenchSteps {
    static final String INSERTER = "inserter";
    static final String DELETER = "deleter";
    static final String QUERY = "query";
    static final String INDEXER = "indexer";

    private final IbenchParameters p;
    private final String pool;
    /** The global number of this shard's first client: client numbers, tables and seeds are the whole run's. */
    private final int first;
    /** This shard's clients, each with its own table and threads. */
    private final int clients;

    /** The steps of every client. */
    IbenchSteps(IbenchParameters p) {
        this(p, new Shard.Block(0, p.clients()));
    }

    /** The steps of the clients in {@code mine}: each keeps its table, seeds and per-client rates. */
    IbenchSteps(IbenchParameters p, Shard.Block mine) {
        this.p = p;
        this.pool = RowGenerator.pool(p.seed(), Defaults.DATA_POOL_BYTES);
        this.first = mine.firstInt();
        this.clients = mine.sizeInt();
    }

    List<Step> all() {
        List<Step> steps = new ArrayList<>();
        steps.add(loadI0());
        steps.add(indexes());
        steps.add(loadWithDeletes("l.i1", 2, p.rowsI1(), p.batchI1(), AfterStep.NOTHING));
        steps.add(loadWithDeletes("l.i2", 3, p.rowsI2(), p.batchI2(),
                new AfterStep(true, Duration.ofSeconds(p.postLoadWaitSeconds()))));
        int index = 4;
        for (long rate : p.queryRates()) {
            steps.add(query("qr" + rate, index++, rate, false));
            steps.add(query("qp" + rate, index++, rate, true));
        }
        return steps;
    }

    /** l.i0: create the tables (no secondary indexes) and insert rows.l.i0 per table, batch.l.i0 per statement. */
    private Step loadI0() {
        return new Step("l.i0", new Headline(INSERTER, Unit.ROWS, "ips"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, progress(p.rowsI0()), engine -> {
                    for (int c = first; c < first + clients; c++) {
                        engine.createTable(IbenchSchema.tableSpec(c));
                    }
                    return List.of(new Actor(INSERTER, clients, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (i, session) -> new InsertWorker(session, first + i, rows(0, first + i), p.batchI0(),
                                    p.rowsI0(), null)));
                });
    }

    /** l.x: insert batch.l.x rows, then create the three indexes; rate = (l.i0 rows + batch) / elapsed. */
    private Step indexes() {
        return new Step("l.x", new Headline(INDEXER, Unit.ROWS, "ips"), Duration.ZERO, null, List.of(),
                AfterStep.NOTHING, null, engine -> List.of(new Actor(INDEXER, clients, Pacing.CLOSED_LOOP,
                        Role.DRIVER, (i, session) -> new IndexWorker(engine,
                        new InsertWorker(session, first + i, rows(1, first + i), p.batchX(), p.batchX(), null),
                        IbenchSchema.indexes(first + i), p.rowsI0()))));
    }

    /** l.i1 / l.i2: closed-loop inserts with a deleter following at most delete-lag batches behind. */
    private Step loadWithDeletes(String name, int stepIndex, long rows, int batch, AfterStep after) {
        return new Step(name, new Headline(INSERTER, Unit.ROWS, "ips"), Duration.ZERO, null, List.of(), after,
                progress(rows), engine -> {
                    DeleteHandoff[] handoffs = handoffs();
                    List<Actor> actors = new ArrayList<>();
                    actors.add(new Actor(INSERTER, clients, Pacing.CLOSED_LOOP, Role.DRIVER,
                            (i, session) -> new InsertWorker(session, first + i, rows(stepIndex, first + i), batch,
                                    rows, handoffs == null ? null : handoffs[i])));
                    if (handoffs != null) {
                        actors.add(deleter(handoffs));
                    }
                    return actors;
                });
    }

    /**
     * A query step: the background inserter paced by the reference limiter at {@code rate} rows/s per client for
     * warmup + query.seconds worth of rows, its deleter, and one query thread per client until the inserts are done.
     */
    private Step query(String name, int stepIndex, long rate, boolean point) {
        long rows = rate * (p.queryWarmupSeconds() + p.querySeconds());
        int batch = p.queryBatch(rate);
        Sla sla = new Sla(INSERTER, Unit.ROWS, (double) rate * clients, p.slaShare());
        return new Step(name, new Headline(QUERY, Unit.OPS, "qps"), Duration.ofSeconds(p.queryWarmupSeconds()), null,
                List.of(sla), AfterStep.NOTHING, progress(rows), engine -> {
                    DeleteHandoff[] handoffs = handoffs();
                    DeleteHandoff[] shared = handoffs != null ? handoffs : newHandoffs();
                    List<Actor> actors = new ArrayList<>();
                    actors.add(new Actor(INSERTER, clients, Pacing.perSecondWindow(p.batchesPerSecond(rate)),
                            Role.DRIVER, (i, session) -> new InsertWorker(session, first + i,
                            rows(stepIndex, first + i), batch, rows, handoffs == null ? null : handoffs[i])));
                    if (handoffs != null) {
                        actors.add(deleter(handoffs));
                    }
                    actors.add(new Actor(QUERY, clients, Pacing.CLOSED_LOOP, Role.FOLLOWER, (i, session) -> {
                        int c = first + i;
                        long seed = seed(stepIndex, c, 3);
                        if (!point) {
                            return new RangeQueryWorker(session, c, p.rowsPerQuery(), seed);
                        }
                        if (handoffs == null) {
                            shared[i].minEstimate(session.prepare(new KeyBoundSpec(IbenchSchema.table(c),
                                    KeyBoundSpec.Which.MIN)).execute().orElse(0));
                        }
                        return new PointQueryWorker(session, c, shared[i], p.rowsPerQuery(),
                                Defaults.REFRESH_GET_MAX, seed);
                    }));
                    return actors;
                });
    }

    private Actor deleter(DeleteHandoff[] handoffs) {
        return new Actor(DELETER, clients, Pacing.CLOSED_LOOP, Role.DRIVER,
                (i, session) -> new DeleteWorker(session, first + i, handoffs[i], p.resyncGetMin()));
    }

    /** One hand-off per client of this shard (by its index in the shard) when deletes are on, else null. */
    private DeleteHandoff[] handoffs() {
        return p.deletes() ? newHandoffs() : null;
    }

    private DeleteHandoff[] newHandoffs() {
        DeleteHandoff[] handoffs = new DeleteHandoff[clients];
        for (int c = 0; c < handoffs.length; c++) {
            handoffs[c] = new DeleteHandoff(p.deleteLag());
        }
        return handoffs;
    }

    private Step.ProgressTarget progress(long rowsPerClient) {
        return new Step.ProgressTarget(INSERTER, Unit.ROWS, rowsPerClient * clients);
    }

    private RowGenerator rows(int stepIndex, int client) {
        return new RowGenerator(seed(stepIndex, client, 1), pool, p.dataMin(), p.dataMax(), p.dataRandomPct());
    }

    /** A distinct, reproducible seed per step, client and role. */
    private long seed(int stepIndex, int client, int role) {
        long z = p.seed() + 0x9E3779B97F4A7C15L * (stepIndex * 4099L + client * 17L + role);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

}
