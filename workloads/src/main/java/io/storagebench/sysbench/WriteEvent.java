package io.storagebench.sysbench;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Delete;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.workload.OpContext;
import io.storagebench.workload.Worker;
import java.util.ArrayList;
import java.util.List;

/**
 * The autocommit write tests, one statement per event: update-inlist (SET c for 10 uniform ids), update-index,
 * update-nonindex, update-one (id 1), update-zipf (Zipf(0.8) id), delete (uniform id, never re-inserted, so later
 * deletes miss more often and still count) and insert (auto-increment id, uniform k).
 */
final class WriteEvent implements Worker {
    private final SbTest.Kind kind;
    private final SbRandom random;
    private final RowWrites writes;
    private final Prepared<Update> inlist;
    private final Prepared<Delete> delete;
    private final Prepared<Insert> insert;
    private final long[] keys;
    private final List<Object[]> row = new ArrayList<>(1);

    WriteEvent(Session session, SbTest test, SbParameters p, SbRandom random) {
        this.kind = test.kind();
        this.random = random;
        int tables = p.tables();
        this.writes = kind == SbTest.Kind.UPDATE_INDEX || kind == SbTest.Kind.UPDATE_NONINDEX
                || kind == SbTest.Kind.UPDATE_ONE || kind == SbTest.Kind.UPDATE_ZIPF
                ? new RowWrites(session, tables, random) : null;
        this.inlist = kind == SbTest.Kind.UPDATE_INLIST ? new Prepared<>(tables, t -> session.prepare(
                new UpdateSpec(SbSchema.table(t), SbSchema.C, UpdateSpec.Kind.SET))) : null;
        this.delete = kind == SbTest.Kind.DELETE
                ? new Prepared<>(tables, t -> session.prepare(new DeleteSpec(SbSchema.table(t)))) : null;
        // ad hoc: plain text on every execution, as oltp_insert.lua sends it
        this.insert = kind == SbTest.Kind.INSERT ? new Prepared<>(tables, t -> session.prepare(
                new InsertSpec(SbSchema.table(t), SbSchema.LOAD_COLUMNS, true))) : null;
        this.keys = new long[test.range()];
    }

    @Override
    public long run(OpContext ctx) {
        try {
            write();
        } catch (EngineException e) {
            throw IgnoredErrors.asSysbenchSees(e);
        }
        return 1;
    }

    private void write() {
        switch (kind) {
            case UPDATE_INDEX -> writes.updateIndex();
            case UPDATE_NONINDEX -> writes.updateNonIndex();
            case UPDATE_ONE -> writes.setC(1);
            case UPDATE_ZIPF -> writes.setC(random.zipfId());
            case UPDATE_INLIST -> {
                int t = random.table();
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = random.id();
                }
                inlist.on(t).execute(keys, keys.length, random.c());
            }
            case DELETE -> delete.on(random.table()).execute(random.id());
            case INSERT -> {
                row.clear();
                row.add(new Object[] {random.k(), random.c(), random.pad()});
                insert.on(random.table()).execute(row);
            }
            default -> throw new IllegalStateException("not a write test: " + kind);
        }
    }
}
