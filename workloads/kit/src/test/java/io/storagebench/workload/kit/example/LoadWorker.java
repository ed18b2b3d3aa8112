package io.storagebench.workload.kit.example;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/** The load: puts keys 0 .. keys-1, one a call, then is done, which ends the load step (it has no duration). */
final class LoadWorker implements Worker {
    private final KvPut put;
    private final long keys;
    private final SplittableRandom random = new SplittableRandom(0);
    private long next;

    LoadWorker(Session session, long keys) {
        this.put = session.prepare(new KvPutSpec(Kv.TABLE));
        this.keys = keys;
    }

    @Override
    public long run(OpContext context) {
        if (next == keys) {
            return Worker.DONE;
        }
        put.execute(Kv.key(next++), Kv.value(random));
        return 1;
    }
}
