package io.storagebench.sysbench;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.List;

/**
 * read-only*, read-write and write-only (oltp_read_only/read_write/write_only.lua): BEGIN; 10 point selects on one
 * table; the simple, sum, order and distinct ranges the test has, each on its own table and its own start; for the
 * writes UPDATE k=k+1, UPDATE c=?, then DELETE and re-INSERT of one id; COMMIT. Returns the statements it ran, BEGIN
 * and COMMIT included, as sysbench counts queries. A failed statement rolls the transaction back before the error
 * goes to the runner, which re-runs the event when the error is retryable or a duplicate key (sysbench's ignored
 * errors, {@link IgnoredErrors}).
 */
final class TransactionEvent implements Worker {
    private final Session session;
    private final SbRandom random;
    private final Prepared<Lookup> point;
    private final int points;
    private final List<Prepared<RangeRead>> ranges = new ArrayList<>();
    private final long rangeSize;
    private final RowWrites writes;
    private final long[] key = new long[1];

    TransactionEvent(Session session, SbTest test, SbParameters p, SbRandom random) {
        this.session = session;
        this.random = random;
        SbTest.Kind kind = test.kind();
        boolean reads = kind != SbTest.Kind.WRITE_ONLY;
        this.points = reads ? Defaults.POINT_SELECTS : 0;
        this.point = reads ? new Prepared<>(p.tables(), t -> session.prepare(
                io.storagebench.spi.op.LookupSpec.byPrimaryKey(SbSchema.table(t), List.of(SbSchema.C)))) : null;
        boolean all = kind == SbTest.Kind.READ_ONLY || kind == SbTest.Kind.READ_WRITE;
        if (all || kind == SbTest.Kind.READ_ONLY_SIMPLE) {
            ranges.add(prepared(p, t -> RangeSpec.between(SbSchema.table(t), null, List.of(SbSchema.C))));
        }
        if (all || kind == SbTest.Kind.READ_ONLY_SUM) {
            ranges.add(prepared(p, t -> RangeSpec.aggregate(SbSchema.table(t), null, Aggregate.SUM, SbSchema.K)));
        }
        if (all || kind == SbTest.Kind.READ_ONLY_ORDER) {
            ranges.add(prepared(p, t -> RangeSpec.ordered(SbSchema.table(t), null, List.of(SbSchema.C), SbSchema.C,
                    false)));
        }
        if (all || kind == SbTest.Kind.READ_ONLY_DISTINCT) {
            ranges.add(prepared(p, t -> RangeSpec.ordered(SbSchema.table(t), null, List.of(SbSchema.C), SbSchema.C,
                    true)));
        }
        this.rangeSize = test.range();
        boolean write = kind == SbTest.Kind.READ_WRITE || kind == SbTest.Kind.WRITE_ONLY;
        this.writes = write ? new RowWrites(session, p.tables(), random) : null;
    }

    /** A range statement per table, in any order: sysbench's ranges have no ORDER BY but the order range's c. */
    private Prepared<RangeRead> prepared(SbParameters p, java.util.function.IntFunction<RangeSpec> spec) {
        return new Prepared<>(p.tables(), t -> session.prepare(spec.apply(t).inOrder(RowOrder.ANY)));
    }

    @Override
    public long run(OpContext ctx) {
        session.begin();
        try {
            long queries = 2; // BEGIN and COMMIT
            if (points > 0) {
                Lookup lookup = point.on(random.table());
                for (int i = 0; i < points; i++) {
                    key[0] = random.id();
                    lookup.execute(key, 1, ctx.sink());
                }
                queries += points;
            }
            for (Prepared<RangeRead> range : ranges) {
                long a = random.id();
                range.on(random.table()).execute(a, a + rangeSize - 1, ctx.sink());
                queries++;
            }
            if (writes != null) {
                queries += writes.updateIndex() + writes.updateNonIndex() + writes.deleteInsert();
            }
            session.commit();
            return queries;
        } catch (EngineException e) {
            rollbackAfter(e);
            throw IgnoredErrors.asSysbenchSees(e);
        }
    }

    private void rollbackAfter(EngineException failure) {
        try {
            session.rollback();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
    }
}
