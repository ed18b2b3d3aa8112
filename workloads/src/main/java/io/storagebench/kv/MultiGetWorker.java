package io.storagebench.kv;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvMultiGet;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * db_bench's multireadrandom with --multiread_batched: one MultiGet of {@code batch} uniformly random keys per
 * call; returns the keys asked for, since db_bench counts each key as an operation.
 */
final class MultiGetWorker implements Worker {
    private final KvMultiGet multiGet;
    private final SplittableRandom random;
    private final long keys;
    private final byte[][] batch;

    MultiGetWorker(Session session, KvParameters p, SplittableRandom random) {
        this.multiGet = session.prepare(new KvMultiGetSpec(KvSteps.SPACE));
        this.random = random;
        this.keys = p.keys();
        this.batch = new byte[p.batch()][];
        for (int i = 0; i < batch.length; i++) {
            batch[i] = KvKeys.key(0, p.keySize());
        }
    }

    @Override
    public long run(OpContext ctx) {
        for (byte[] key : batch) {
            KvKeys.write(key, random.nextLong(keys));
        }
        multiGet.execute(batch, batch.length, ctx.sink());
        return batch.length;
    }
}
