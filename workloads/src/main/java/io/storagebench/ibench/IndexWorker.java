package io.storagebench.ibench;

import io.storagebench.spi.Engine;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.List;

/**
 * Step l.x for one table: insert one batch, then build the three secondary indexes; one operation whose rows are
 * the table's rows (l.i0's plus the batch), so the step's rate is the reference's indexed rows per second.
 */
final class IndexWorker implements Worker {
    private final Engine engine;
    private final InsertWorker insert;
    private final List<IndexSpec> indexes;
    private final long loadedRows;
    private boolean done;

    IndexWorker(Engine engine, InsertWorker insert, List<IndexSpec> indexes, long loadedRows) {
        this.engine = engine;
        this.insert = insert;
        this.indexes = indexes;
        this.loadedRows = loadedRows;
    }

    @Override
    public long run(OpContext ctx) throws InterruptedException {
        if (done) {
            return DONE;
        }
        long inserted = insert.run(ctx);
        for (IndexSpec index : indexes) {
            engine.createIndex(index);
        }
        done = true;
        return loadedRows + Math.max(inserted, 0);
    }
}
