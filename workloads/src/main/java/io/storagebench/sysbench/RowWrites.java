package io.storagebench.sysbench;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Delete;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * The write statements of oltp_common.lua, each on a table of its own choosing, each returning the statements it
 * ran (a DML statement that changes no row still counts, as sysbench counts it under "other").
 */
final class RowWrites {
    private static final Integer ONE = 1;
    private final SbRandom random;
    private final Prepared<Update> addK;
    private final Prepared<Update> setC;
    private final Prepared<Delete> delete;
    private final Prepared<Insert> insert;
    private final long[] keys = new long[1];
    private final List<Object[]> row = new ArrayList<>(1);

    RowWrites(Session session, int tables, SbRandom random) {
        this.random = random;
        this.addK = new Prepared<>(tables, t -> session.prepare(new UpdateSpec(SbSchema.table(t), SbSchema.K,
                UpdateSpec.Kind.ADD)));
        this.setC = new Prepared<>(tables, t -> session.prepare(new UpdateSpec(SbSchema.table(t), SbSchema.C,
                UpdateSpec.Kind.SET)));
        this.delete = new Prepared<>(tables, t -> session.prepare(new DeleteSpec(SbSchema.table(t))));
        this.insert = new Prepared<>(tables, t -> session.prepare(new InsertSpec(SbSchema.table(t),
                SbSchema.ALL_COLUMNS)));
    }

    /** {@code UPDATE sbtest<t> SET k=k+1 WHERE id=?}. */
    int updateIndex() {
        keys[0] = random.id();
        addK.on(random.table()).execute(keys, 1, ONE);
        return 1;
    }

    /** {@code UPDATE sbtest<t> SET c=? WHERE id=?}, id uniform. */
    int updateNonIndex() {
        return setC(random.id());
    }

    /** {@code UPDATE sbtest<t> SET c=? WHERE id=?} for a given id. */
    int setC(long id) {
        keys[0] = id;
        setC.on(random.table()).execute(keys, 1, random.c());
        return 1;
    }

    /** {@code DELETE ... WHERE id=?}, then {@code INSERT (id, k, c, pad)} of that id, on one table. */
    int deleteInsert() {
        int t = random.table();
        long id = random.id();
        delete.on(t).execute(id);
        row.clear();
        row.add(new Object[] {(int) id, random.k(), random.c(), random.pad()});
        insert.on(t).execute(row);
        return 2;
    }
}
