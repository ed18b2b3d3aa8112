package io.storagebench.kv;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.SplittableRandom;

/**
 * One put per call: fillseq's keys 0..keys-1 in order, or keys drawn uniformly from [0, keys) (overwrite, the
 * *whilewriting writer); returns 1, the row written, and {@link #DONE} after {@code puts} puts.
 */
final class PutWorker implements Worker {
    private final KvPut put;
    private final ValueGenerator values;
    private final SplittableRandom random;
    private final boolean sequential;
    /** The first key a sequential worker puts. */
    private final long first;
    private final long keys;
    private final int keySize;
    private final long puts;
    private long done;

    private PutWorker(Session session, KvParameters p, SplittableRandom random, boolean sequential, long first,
                      long puts) {
        this.put = session.prepare(new KvPutSpec(KvSteps.SPACE));
        this.values = new ValueGenerator(random, p.valueSize(), p.compressionRatio());
        this.random = random;
        this.sequential = sequential;
        this.first = first;
        this.keys = p.keys();
        this.keySize = p.keySize();
        this.puts = puts;
    }

    /** db_bench's fillseq: keys {@code first} .. {@code first + count - 1} once each, in key order. */
    static PutWorker sequential(Session session, KvParameters p, SplittableRandom random, long first, long count) {
        return new PutWorker(session, p, random, true, first, count);
    }

    /** Puts of uniformly random keys, {@code puts} of them ({@link Long#MAX_VALUE}: until the step ends). */
    static PutWorker random(Session session, KvParameters p, SplittableRandom random, long puts) {
        return new PutWorker(session, p, random, false, 0, puts);
    }

    @Override
    public long run(OpContext ctx) {
        if (done >= puts) {
            return DONE;
        }
        long number = sequential ? first + done : random.nextLong(keys);
        // new arrays per put: the SPI does not promise that an engine copies what it is given
        put.execute(KvKeys.key(number, keySize), values.next());
        done++;
        return 1;
    }
}
