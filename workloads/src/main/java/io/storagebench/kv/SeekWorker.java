package io.storagebench.kv;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * db_bench's seekrandom with --seek_nexts (fwdrange) and --reverse_iterator (revrange): per call one seek to a
 * uniformly random key and {@code seek-nexts} nexts, a scan of seek-nexts + 1 rows; returns the rows read.
 */
final class SeekWorker implements Worker {
    private final KvScan scan;
    private final SplittableRandom random;
    private final long keys;
    private final int limit;
    private final byte[] key;

    SeekWorker(Session session, KvParameters p, boolean reverse, SplittableRandom random) {
        this.scan = session.prepare(new KvScanSpec(KvSteps.SPACE, reverse));
        this.random = random;
        this.keys = p.keys();
        this.limit = p.seekNexts() + 1;
        this.key = KvKeys.key(0, p.keySize());
    }

    @Override
    public long run(OpContext ctx) {
        KvKeys.write(key, random.nextLong(keys));
        return scan.execute(key, limit, ctx.sink());
    }
}
