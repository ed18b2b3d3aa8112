package io.storagebench.ibench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;

/**
 * Inserts a fixed number of rows into its client's table in multi-row batches, one batch per operation, and (when
 * deletes are on) hands one delete of the same size to the deleter before each insert, as iibench's statement maker
 * enqueues insert then delete.
 */
final class InsertWorker implements Worker {
    private final Insert insert;
    private final RowGenerator rows;
    private final int batch;
    private final DeleteHandoff handoff;
    private long remaining;

    InsertWorker(Session session, int client, RowGenerator rows, int batch, long totalRows, DeleteHandoff handoff) {
        this.insert = session.prepare(new InsertSpec(IbenchSchema.table(client), IbenchSchema.INSERT_COLUMNS));
        this.rows = rows;
        this.batch = batch;
        this.remaining = totalRows;
        this.handoff = handoff;
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (remaining <= 0) {
            return DONE;
        }
        int n = (int) Math.min(batch, remaining);
        var batchRows = rows.batch(n, ctx.currentTimeMillis());
        if (handoff != null) {
            handoff.handOver(new DeleteHandoff.Ticket(n, ctx.nanoTime()), ctx::stopping);
        }
        ctx.serviceStartsNow();
        int inserted = insert.execute(batchRows);
        remaining -= n;
        return inserted;
    }

    @Override
    public void finish() {
        if (handoff != null) {
            handoff.close();
        }
    }
}
