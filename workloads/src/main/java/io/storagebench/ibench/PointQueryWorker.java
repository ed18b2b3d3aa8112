package io.storagebench.ibench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * The qp steps' query: {@code SELECT transactionid, productid, data ... WHERE transactionid IN (10 ids)}, ids
 * uniform in [min, max) where min is the deleter's current estimate and max is re-read every 100 queries on this
 * session, as iibench.py does.
 */
final class PointQueryWorker implements Worker {
    private final Lookup lookup;
    private final KeyBound max;
    private final DeleteHandoff handoff;
    private final SplittableRandom random;
    private final long[] keys;
    private final int refreshEvery;
    private long queries;
    private long maxKey;

    PointQueryWorker(Session session, int client, DeleteHandoff handoff, int rowsPerQuery, int refreshEvery,
                     long seed) {
        String t = IbenchSchema.table(client);
        this.lookup = session.prepare(LookupSpec.byPrimaryKey(t, IbenchSchema.POINT_PROJECTION));
        this.max = session.prepare(new KeyBoundSpec(t, KeyBoundSpec.Which.MAX));
        this.handoff = handoff;
        this.random = new SplittableRandom(seed);
        this.keys = new long[rowsPerQuery];
        this.refreshEvery = refreshEvery;
    }

    @Override
    public long run(OpContext ctx) {
        if (queries++ % refreshEvery == 0) {
            maxKey = max.execute().orElse(0);
        }
        long lo = Math.max(handoff.minEstimate(), 0);
        long hi = Math.max(maxKey, lo + 1);
        for (int i = 0; i < keys.length; i++) {
            keys[i] = random.nextLong(lo, hi);
        }
        return lookup.execute(keys, keys.length, ctx.sink());
    }
}
