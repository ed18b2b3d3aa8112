package io.storagebench.ycsb;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/** YCSB's load phase, one thread: insert the next key number of the shared counter, all fields, until recordcount. */
final class LoadWorker implements Worker {
    private final KvPut put;
    private final Records records;
    private final Counter keys;
    private final long recordCount;
    private final SplittableRandom random;

    LoadWorker(Session session, Records records, Counter keys, long recordCount, SplittableRandom random) {
        this.put = session.prepare(new KvPutSpec(Defaults.TABLE));
        this.records = records;
        this.keys = keys;
        this.recordCount = recordCount;
        this.random = random;
    }

    @Override
    public long run(OpContext ctx) {
        long n = keys.next(random);
        if (n >= recordCount) {
            return DONE;
        }
        put.execute(records.key(n), records.value(random));
        ctx.operation(YcsbSteps.Operation.INSERT.ordinal(), true);
        return 1;
    }
}
