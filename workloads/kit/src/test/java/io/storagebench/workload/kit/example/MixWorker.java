package io.storagebench.workload.kit.example;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * One client thread of the mix: each call reads or updates a uniformly chosen key, half and half, and names its
 * kind (0 READ, 1 UPDATE, as the actor declares them). The shapes are prepared once, on the worker's thread.
 */
final class MixWorker implements Worker {
    private final KvGet get;
    private final KvPut put;
    private final long keys;
    private final SplittableRandom random;

    MixWorker(Session session, long keys, long seed) {
        this.get = session.prepare(new KvGetSpec(Kv.TABLE));
        this.put = session.prepare(new KvPutSpec(Kv.TABLE));
        this.keys = keys;
        this.random = new SplittableRandom(seed);
    }

    @Override
    public long run(OpContext context) {
        byte[] key = Kv.key(random.nextLong(keys));
        if (random.nextBoolean()) {
            boolean found = get.execute(key, context.sink());
            context.operation(0, found);
            return found ? 1 : 0;
        }
        put.execute(key, Kv.value(random));
        context.operation(1, true);
        return 1;
    }
}
