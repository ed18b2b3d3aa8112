package io.storagebench.ibench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.DeleteOldest;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;

/**
 * Follows the inserter: for every handed-over batch, deletes that many oldest rows at or above its estimate of
 * min(transactionid), then advances the estimate by the batch size; re-reads min() every {@code resync} deletes
 * (iibench.py's --resync_get_min). Ends when the inserter is done and the hand-off is drained.
 */
final class DeleteWorker implements Worker {
    private final DeleteOldest delete;
    private final KeyBound min;
    private final DeleteHandoff handoff;
    private final int resync;
    private long deletes;

    DeleteWorker(Session session, int client, DeleteHandoff handoff, int resync) {
        String table = IbenchSchema.table(client);
        this.delete = session.prepare(new DeleteOldestSpec(table));
        this.min = session.prepare(new KeyBoundSpec(table, KeyBoundSpec.Which.MIN));
        this.handoff = handoff;
        this.resync = resync;
        handoff.minEstimate(min.execute().orElse(0));
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        DeleteHandoff.Ticket ticket;
        while ((ticket = handoff.poll()) == null) {
            if (handoff.drained() || ctx.stopping()) {
                return DONE;
            }
        }
        ctx.dueAt(ticket.dueNanos());
        if (deletes > 0 && deletes % resync == 0) {
            handoff.minEstimate(min.execute().orElse(handoff.minEstimate()));
        }
        ctx.serviceStartsNow();
        long from = handoff.minEstimate();
        int deleted = delete.execute(from, ticket.rows());
        handoff.minEstimate(from + ticket.rows());
        deletes++;
        return deleted;
    }
}
