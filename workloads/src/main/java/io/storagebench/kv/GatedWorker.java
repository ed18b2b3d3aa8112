package io.storagebench.kv;

import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;

/**
 * A reader of an interleaved step that reads only in its side's slices: before each read it waits for its turn,
 * and the read's response and service time start when the turn came, not when it began to wait.
 */
final class GatedWorker implements Worker {
    private final Worker reader;
    private final Slices.Side side;
    private final Interleave turns;

    GatedWorker(Worker reader, Slices.Side side, Interleave turns) {
        this.reader = reader;
        this.side = side;
        this.turns = turns;
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (!turns.awaitTurn(side, ctx)) {
            return DONE;
        }
        ctx.serviceStartsNow();
        ctx.dueAt(ctx.nanoTime());
        return reader.run(ctx);
    }

    @Override
    public void finish() {
        reader.finish();
    }
}
