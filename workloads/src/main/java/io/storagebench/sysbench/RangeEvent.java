package io.storagebench.sysbench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.List;

/**
 * range-{covered,notcovered}-{pk,si} ({@code SELECT .. WHERE id|k BETWEEN lo AND lo+100}, 101 values) and
 * read-only-count ({@code SELECT count(c) .. WHERE id BETWEEN a AND a+999}): one statement per event, autocommit.
 */
final class RangeEvent implements Worker {
    private final Prepared<RangeRead> range;
    private final SbRandom random;
    private final long width;

    RangeEvent(Session session, SbTest test, SbParameters p, SbRandom random) {
        // oltp_range_covered.lua sends no ORDER BY: with one, PostgreSQL sorts (and reads the heap for k's ties)
        this.range = new Prepared<>(p.tables(), t -> session.prepare(spec(test, t).inOrder(RowOrder.ANY)));
        this.random = random;
        // range-* read BETWEEN lo AND lo + random-points; read-only-count's range is [a, a + R - 1]
        this.width = test.kind() == SbTest.Kind.READ_ONLY_COUNT ? test.range() - 1 : test.range();
    }

    private static RangeSpec spec(SbTest test, int t) {
        String table = SbSchema.table(t);
        return switch (test.kind()) {
            case READ_ONLY_COUNT -> RangeSpec.aggregate(table, null, Aggregate.COUNT, SbSchema.C);
            case RANGE_SI -> RangeSpec.between(table, SbSchema.kIndex(t),
                    test.covered() ? List.of(SbSchema.K) : List.of(SbSchema.K, SbSchema.C));
            default -> RangeSpec.between(table, null,
                    test.covered() ? List.of(SbSchema.ID) : List.of(SbSchema.ID, SbSchema.C));
        };
    }

    @Override
    public long run(OpContext ctx) {
        int table = random.table();
        long lo = random.id();
        range.on(table).execute(lo, lo + width, ctx.sink());
        return 1;
    }
}
