package io.storagebench.sysbench;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.List;

/**
 * sysbench prepare for one table: multi-row {@code INSERT INTO sbtest<t> (k, c, pad) VALUES ...} in autocommit
 * until the table holds N rows (ids 1..N from auto-increment), then {@code CREATE INDEX k_<t>} after the load,
 * which the last call does and counts as no rows.
 */
final class LoadWorker implements Worker {
    private final Engine engine;
    private final int table;
    private final Insert insert;
    private final SbRandom random;
    private final long rows;
    private final int batch;
    private final List<Object[]> buffer;
    private long loaded;
    private boolean indexed;

    LoadWorker(Engine engine, Session session, int table, SbParameters p, SbRandom random) {
        this.engine = engine;
        this.table = table;
        this.insert = session.prepare(new InsertSpec(SbSchema.table(table), SbSchema.LOAD_COLUMNS));
        this.random = random;
        this.rows = p.rows();
        this.batch = p.loadBatch();
        this.buffer = new ArrayList<>(batch);
    }

    @Override
    public long run(OpContext ctx) {
        if (loaded < rows) {
            int n = (int) Math.min(batch, rows - loaded);
            buffer.clear();
            for (int i = 0; i < n; i++) {
                buffer.add(new Object[] {random.k(), random.c(), random.pad()});
            }
            insert.execute(buffer);
            loaded += n;
            return n;
        }
        if (!indexed) {
            engine.createIndex(SbSchema.kIndexSpec(table));
            indexed = true;
            return 0;
        }
        return DONE;
    }
}
