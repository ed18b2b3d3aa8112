package io.storagebench.sysbench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.List;

/**
 * point-query, random-points, hot-points and points-{covered,notcovered}-{pk,si}: one
 * {@code SELECT projection FROM sbtest<t> WHERE id|k IN (...)} per event, in autocommit.
 */
final class LookupEvent implements Worker {
    private final Prepared<Lookup> lookup;
    private final SbRandom random;
    private final long[] keys;
    private final boolean hot;

    LookupEvent(Session session, SbTest test, SbParameters p, SbRandom random) {
        boolean si = test.kind() == SbTest.Kind.POINTS_SI;
        List<String> projection = switch (test.kind()) {
            case POINTS_PK -> test.covered() ? List.of(SbSchema.ID) : List.of(SbSchema.ID, SbSchema.C);
            case POINTS_SI -> test.covered() ? List.of(SbSchema.K) : List.of(SbSchema.K, SbSchema.C);
            default -> List.of(SbSchema.C);
        };
        this.lookup = new Prepared<>(p.tables(), t -> session.prepare(
                new LookupSpec(SbSchema.table(t), si ? SbSchema.kIndex(t) : null, projection)));
        this.random = random;
        this.keys = new long[test.range()];
        this.hot = test.kind() == SbTest.Kind.HOT_POINTS;
        if (hot) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = p.rows() / 2 + 1 + i; // the same 100 ids in every event, thread and table
            }
        }
    }

    @Override
    public long run(OpContext ctx) {
        int table = random.table();
        if (!hot) {
            for (int i = 0; i < keys.length; i++) {
                keys[i] = random.id(); // duplicates allowed, as sysbench draws each value independently
            }
        }
        lookup.on(table).execute(keys, keys.length, ctx.sink());
        return 1;
    }
}
