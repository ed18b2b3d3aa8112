package io.storagebench.sysbench;

import io.storagebench.workload.Actor;
import io.storagebench.workload.AfterStep;
import io.storagebench.workload.Headline;
import io.storagebench.workload.Pacing;
import io.storagebench.workload.Role;
import io.storagebench.workload.Shard;
import io.storagebench.workload.Step;
import io.storagebench.workload.Unit;
import io.storagebench.workload.Worker;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** Builds the steps: the load (with postwrite), then one closed-loop step per selected test. */
final class SbSteps {
    /** The actor of every test step; its call rate is sysbench's TPS, its summed returns its queries. */
    static final String CLIENT = "sysbench";
    static final String LOADER = "loader";
    static final String LOAD = "load";
    /** all_small.sh's first test, run with the load and left out of the reports. */
    static final String WARM = "point-query.warm";

    /** The warm test's generators: apart from the load's (0) and every test's (1, 2, ...). */
    private static final int WARM_INDEX = -1;

    private final SbParameters p;
    /** The tables this shard loads: every shard's tests then run over all of them. */
    private final Shard.Block tables;
    /** This shard's client threads, numbered as in the whole run so their generators differ between shards. */
    private final Shard.Block threads;

    /** The steps of the whole run. */
    SbSteps(SbParameters p) {
        this(p, Shard.WHOLE);
    }

    /**
     * The steps of one shard: it loads an equal block of the tables and runs an equal block of the threads of every
     * test over all the tables.
     *
     * @throws io.storagebench.workload.InvalidParameterException when tables or threads do not divide by the shards
     */
    SbSteps(SbParameters p, Shard shard) {
        this.p = p;
        this.tables = shard.block(p.tables(), "tables");
        this.threads = shard.block(p.threads(), "threads");
    }

    List<Step> steps(List<SbTest> tests) {
        List<Step> steps = new ArrayList<>();
        steps.add(load(p.warm() ? AfterStep.NOTHING : postwrite()));
        if (p.warm()) {
            steps.add(test(new SbTest(WARM, SbTest.Kind.POINT_QUERY, 1, false, false, false), WARM_INDEX,
                    postwrite()));
        }
        String postwriteAfter = lastWritePhase(tests);
        for (int i = 0; i < tests.size(); i++) {
            SbTest test = tests.get(i);
            steps.add(test(test, i + 1, test.name().equals(postwriteAfter) ? postwrite() : AfterStep.NOTHING));
        }
        return steps;
    }

    /**
     * sysbench prepare: one loader thread per table (of this shard's), k index after its rows; postwrite follows
     * point-query.warm, or the load itself when there is no warm test.
     */
    private Step load(AfterStep after) {
        return new Step(LOAD, new Headline(LOADER, Unit.ROWS, "ips"), Duration.ZERO, null, List.of(), after,
                new Step.ProgressTarget(LOADER, Unit.ROWS, p.rows() * tables.size()), engine -> {
                    int first = tables.firstInt();
                    for (int t = first; t < first + tables.sizeInt(); t++) {
                        engine.createTable(SbSchema.tableSpec(t));
                    }
                    return List.of(new Actor(LOADER, tables.sizeInt(), Pacing.CLOSED_LOOP, Role.DRIVER,
                            (i, session) -> new LoadWorker(engine, session, first + i, p, random(0, first + i))));
                });
    }

    private Step test(SbTest test, int index, AfterStep after) {
        boolean scan = test.kind() == SbTest.Kind.SCAN;
        Headline headline = scan
                ? new Headline(CLIENT, Unit.ROWS, "Krows/s", 1.0 / (1000.0 * threads.size()))
                : new Headline(CLIENT, Unit.QUERIES, "qps");
        long seconds = test.write() ? p.writeSeconds() : p.readSeconds();
        return new Step(test.name(), headline, Duration.ofSeconds(p.warmupSeconds()),
                Duration.ofSeconds(p.warmupSeconds() + seconds), List.of(), after, null,
                engine -> List.of(new Actor(CLIENT, threads.sizeInt(), Pacing.CLOSED_LOOP, Role.DRIVER,
                        (i, session) -> worker(test, threads.firstInt() + i, session,
                                random(index, threads.firstInt() + i)))));
    }

    private Worker worker(SbTest test, int thread, io.storagebench.spi.Session session, SbRandom random) {
        return switch (test.kind()) {
            case POINT_QUERY, RANDOM_POINTS, HOT_POINTS, POINTS_PK, POINTS_SI -> new LookupEvent(session, test, p,
                    random);
            case RANGE_PK, RANGE_SI, READ_ONLY_COUNT -> new RangeEvent(session, test, p, random);
            case SCAN -> new ScanEvent(session, thread, p);
            case READ_ONLY, READ_ONLY_SIMPLE, READ_ONLY_SUM, READ_ONLY_ORDER, READ_ONLY_DISTINCT, WRITE_ONLY,
                    READ_WRITE -> new TransactionEvent(session, test, p, random);
            case UPDATE_INLIST, UPDATE_INDEX, UPDATE_NONINDEX, UPDATE_ONE, UPDATE_ZIPF, DELETE, INSERT ->
                    new WriteEvent(session, test, p, random);
        };
    }

    /** run.sh's postwrite: quiesce, then sleep out the window. */
    private AfterStep postwrite() {
        return new AfterStep(true, Duration.ofSeconds(p.postwriteWait()));
    }

    /** Postwrite follows read-write_range=100, or the last selected test of the write phase before it. */
    private static String lastWritePhase(List<SbTest> tests) {
        String last = null;
        for (SbTest t : tests) {
            if (t.name().startsWith("update-") || t.kind() == SbTest.Kind.WRITE_ONLY
                    || t.kind() == SbTest.Kind.READ_WRITE) {
                last = t.name();
            }
        }
        return last;
    }

    /** A seeded generator per step and thread, distinct and reproducible. */
    private SbRandom random(int stepIndex, int thread) {
        long z = p.seed() + 0x9E3779B97F4A7C15L * (stepIndex * 4099L + thread + 1);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return new SbRandom(z ^ (z >>> 31), p.tables(), p.rows());
    }
}
