package io.storagebench.kv;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Maintenance;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;

/**
 * A maintenance step's only operation (flush_mt_l0, waitforcompaction, compact): one call to
 * {@link Engine#maintain}, whose time is what db_bench prints for the step; then {@link #DONE}.
 */
final class MaintenanceWorker implements Worker {
    private final Engine engine;
    private final Maintenance action;
    private boolean done;

    MaintenanceWorker(Engine engine, Maintenance action) {
        this.engine = engine;
        this.action = action;
    }

    @Override
    public long run(OpContext ctx) {
        if (done) {
            return DONE;
        }
        engine.maintain(action);
        done = true;
        return 0;
    }
}
