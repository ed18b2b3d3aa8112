package io.storagebench.sysbench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RowOrder;
import io.storagebench.spi.op.Scan;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;

/**
 * scan (oltp_scan.lua): {@code SELECT * FROM sbtest<t> WHERE LENGTH(c) < 0} on table (thread mod T) + 1, a full
 * scan that returns nothing. It returns the rows the table holds, the rows the scan visited, so the step's row rate
 * per thread is the reference's Krows/s x 1000.
 */
final class ScanEvent implements Worker {
    private final Scan scan;
    private final long rows;

    ScanEvent(Session session, int thread, SbParameters p) {
        int t = thread % p.tables();
        // as text, without ORDER BY: con:query("SELECT * FROM sbtest<t> WHERE LENGTH(c) < 0"), a Seq Scan on PG;
        // SQL's LENGTH, not CHAR_LENGTH, which on MySQL decodes every character and doubles the scan's cost
        this.scan = session.prepare(new ScanSpec(SbSchema.table(t), SbSchema.ALL_COLUMNS,
                new Predicate(SbSchema.C, Predicate.Function.SQL_LENGTH, Predicate.Comparison.LT, 0), RowOrder.ANY, true));
        this.rows = p.rows();
    }

    @Override
    public long run(OpContext ctx) {
        scan.execute(ctx.sink());
        return rows;
    }
}
