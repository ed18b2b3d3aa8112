package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Maintenance;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.schema.ColumnType;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * {@link io.storagebench.spi.Engine#maintain} and {@link io.storagebench.spi.Engine#reopen}, as the key-value
 * workload calls them between steps with no session open: every row written before is still there, every index still
 * answers, and sessions opened afterwards read and write. The sysbench table is loaded when the engine inserts rows,
 * the key-value space when it declares key-value shapes.
 */
abstract class MaintenanceChecks extends ConformanceCase {
    private static final int ROWS_PER_WRITE = 10;

    /** Writes done after the load, so each check writes new keys. */
    private int writes;

    @BeforeEach
    void load() {
        if (fx.has(Capability.INSERT)) {
            fx.loadSbtest();
        }
        if (fx.has(Capability.KEY_VALUE)) {
            fx.loadKv();
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(Maintenance.class)
    @DisplayName("after maintain(action) the data is all there and new sessions read and write")
    void maintainKeepsTheData(Maintenance action) {
        fx.withSessionsClosed(() -> fx.engine.maintain(action));
        checkContentsThenWrite("after maintain(" + action + ")");
    }

    @Test
    @DisplayName("after reopen() the data is all there and new sessions read and write, twice over")
    void reopenKeepsTheData() {
        for (int round = 1; round <= 2; round++) {
            fx.withSessionsClosed(fx.engine::reopen);
            checkContentsThenWrite("after reopen() number " + round);
        }
        assertNotNull(fx.engine.storageStats(), "storageStats() after reopen()");
    }

    @Test
    @DisplayName("reopen() after every maintenance action, as the key-value workload's steps do")
    void reopenAfterMaintenance() {
        for (Maintenance action : Maintenance.values()) {
            fx.withSessionsClosed(() -> {
                fx.engine.maintain(action);
                fx.engine.reopen();
            });
        }
        checkContentsThenWrite("after reopen() following each maintenance action");
    }

    private void checkContentsThenWrite(String when) {
        fx.assumeObservable();
        writes++;
        if (fx.has(Capability.INSERT)) {
            fx.assertSameContents(TckTables.SBTEST, when);
            int from = TckTables.SBTEST_ROWS + 1 + (writes - 1) * ROWS_PER_WRITE;
            fx.insert(TckTables.SBTEST, TckTables.SBTEST_COLUMNS, TckTables.sbtest(from, ROWS_PER_WRITE));
            fx.assertSameContents(TckTables.SBTEST, when + " and an insert");
        }
        if (fx.has(Capability.KEY_VALUE)) {
            checkKvThenPut(when);
        }
    }

    private void checkKvThenPut(String when) {
        var get = fx.prepare(s -> s.prepare(new KvGetSpec(TckTables.KV)));
        for (byte[][] e : TckTables.kvEntries()) {
            fx.read("get " + when, get, List.of(ColumnType.BINARY), RowComparison.exact(),
                    (op, sink) -> op.execute(e[0], sink) ? 1 : 0);
        }
        var put = fx.prepare(s -> s.prepare(new KvPutSpec(TckTables.KV)));
        byte[] key = {(byte) 0xfe, (byte) writes};
        byte[] value = {1, 2, 3, (byte) writes};
        put.actual().execute(key, value);
        put.expected().execute(key, value);
        fx.read("get of a key put " + when, get, List.of(ColumnType.BINARY), RowComparison.exact(),
                (op, sink) -> op.execute(key, sink) ? 1 : 0);
    }
}
