package io.storagebench.kv;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/** db_bench's readrandom: one Get of a uniformly random existing key per call; returns 1 when it was found. */
final class GetWorker implements Worker {
    private final KvGet get;
    private final SplittableRandom random;
    private final long keys;
    private final byte[] key;

    GetWorker(Session session, KvParameters p, SplittableRandom random) {
        this.get = session.prepare(new KvGetSpec(KvSteps.SPACE));
        this.random = random;
        this.keys = p.keys();
        this.key = KvKeys.key(0, p.keySize());
    }

    @Override
    public long run(OpContext ctx) {
        KvKeys.write(key, random.nextLong(keys));
        return get.execute(key, ctx.sink()) ? 1 : 0;
    }
}
