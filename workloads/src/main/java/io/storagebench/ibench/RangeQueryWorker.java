package io.storagebench.ibench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * The qr steps' query: one of the three covering index queries at random, from a uniform start over the column's
 * domain, LIMIT rows-per-query. The register query's bound is strict ({@code cashregisterid > ?}), as in iibench.py.
 */
final class RangeQueryWorker implements Worker {
    private final RangeRead market;
    private final RangeRead register;
    private final RangeRead pdc;
    private final SplittableRandom random;

    RangeQueryWorker(Session session, int client, int rowsPerQuery, long seed) {
        String t = IbenchSchema.table(client);
        // ORDER BY the index's columns as iibench.py has it: with the primary key appended PostgreSQL cannot answer
        // from the index alone (Index Scan and Incremental Sort instead of Index Only Scan)
        this.market = session.prepare(RangeSpec.onIndex(t, IbenchSchema.marketIndex(client), Bound.INCLUSIVE,
                IbenchSchema.MARKET, rowsPerQuery).inOrder(RowOrder.INDEX));
        this.register = session.prepare(RangeSpec.onIndex(t, IbenchSchema.registerIndex(client), Bound.EXCLUSIVE,
                IbenchSchema.REGISTER, rowsPerQuery).inOrder(RowOrder.INDEX));
        this.pdc = session.prepare(RangeSpec.onIndex(t, IbenchSchema.pdcIndex(client), Bound.INCLUSIVE,
                IbenchSchema.PDC, rowsPerQuery).inOrder(RowOrder.INDEX));
        this.random = new SplittableRandom(seed);
    }

    @Override
    public long run(OpContext ctx) {
        return switch (random.nextInt(3)) {
            case 0 -> market.execute(random.nextInt(Defaults.PRODUCTS), 0, ctx.sink());
            case 1 -> register.execute(random.nextInt(Defaults.CASHREGISTERS), 0, ctx.sink());
            default -> pdc.execute(random.nextInt(Defaults.MAX_PRICE), 0, ctx.sink());
        };
    }
}
