package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Session;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.UpdateSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Shapes whose capability the engine does not declare must be refused by {@code prepare} (or {@code begin}) with
 * {@link UnsupportedShapeException}, so a run fails before it measures anything. Runs for every engine.
 */
abstract class RefusalChecks extends ConformanceCase {
    private static final String T = TckTables.SBTEST;
    private static final String K = TckTables.SBTEST_K.name();
    private static final List<String> C = List.of("c");

    /** For each capability that {@code prepare} checks, specs that need it (and possibly others). */
    private static final Map<Capability, List<Consumer<Session>>> SHAPES = Map.ofEntries(
            Map.entry(Capability.INSERT, List.of(s -> s.prepare(new InsertSpec(T, TckTables.SBTEST_COLUMNS)))),
            Map.entry(Capability.LOOKUP_PRIMARY, List.of(s -> s.prepare(LookupSpec.byPrimaryKey(T, C)))),
            Map.entry(Capability.LOOKUP_SECONDARY, List.of(s -> s.prepare(new LookupSpec(T, K, C)))),
            Map.entry(Capability.RANGE_PRIMARY, List.of(s -> s.prepare(RangeSpec.between(T, null, C)))),
            Map.entry(Capability.RANGE_SECONDARY, List.of(s -> s.prepare(RangeSpec.between(T, K, C)))),
            Map.entry(Capability.RANGE_AGGREGATE, List.of(
                    s -> s.prepare(RangeSpec.aggregate(T, null, Aggregate.SUM, "k")),
                    s -> s.prepare(RangeSpec.aggregate(T, null, Aggregate.COUNT, null)),
                    s -> s.prepare(RangeSpec.ordered(T, null, C, "c", false)),
                    s -> s.prepare(RangeSpec.ordered(T, null, C, "c", true)))),
            Map.entry(Capability.SCAN, List.of(s -> s.prepare(new ScanSpec(T, C, null)))),
            Map.entry(Capability.UPDATE, List.of(s -> s.prepare(new UpdateSpec(T, "k", UpdateSpec.Kind.ADD)))),
            Map.entry(Capability.DELETE, List.of(s -> s.prepare(new DeleteSpec(T)))),
            Map.entry(Capability.DELETE_OLDEST, List.of(s -> s.prepare(new DeleteOldestSpec(T)))),
            Map.entry(Capability.KEY_BOUNDS, List.of(
                    s -> s.prepare(new KeyBoundSpec(T, KeyBoundSpec.Which.MIN)),
                    s -> s.prepare(new KeyBoundSpec(T, KeyBoundSpec.Which.MAX)))),
            Map.entry(Capability.KEY_VALUE, List.of(
                    s -> s.prepare(new KvPutSpec(TckTables.KV)),
                    s -> s.prepare(new KvGetSpec(TckTables.KV)),
                    s -> s.prepare(new KvMultiGetSpec(TckTables.KV)),
                    s -> s.prepare(new KvScanSpec(TckTables.KV, false)),
                    s -> s.prepare(new KvScanSpec(TckTables.KV, true)))),
            Map.entry(Capability.TRANSACTIONS, List.of(Session::begin)));

    @Test
    @DisplayName("undeclared shapes are refused with UnsupportedShapeException at prepare")
    void undeclaredShapesAreRefused() {
        // The tables exist where the engine can have them, so a refusal cannot come from a missing table.
        fx.createTable(TckTables.SBTEST_SPEC);
        if (fx.has(Capability.SECONDARY_INDEX)) {
            fx.createIndex(TckTables.SBTEST_K);
        }
        if (fx.has(Capability.KEY_VALUE)) {
            fx.createTable(TckTables.KV_SPEC);
        }
        Session session = fx.main.actual();
        List<Executable> checks = new ArrayList<>();
        SHAPES.forEach((capability, shapes) -> {
            if (!fx.has(capability)) {
                for (int i = 0; i < shapes.size(); i++) {
                    Consumer<Session> shape = shapes.get(i);
                    String what = "shape " + (i + 1) + " of undeclared " + capability;
                    checks.add(() -> assertThrows(UnsupportedShapeException.class, () -> shape.accept(session),
                            what + " was not refused with UnsupportedShapeException"));
                }
            }
        });
        assertAll("undeclared shapes of an engine declaring " + fx.capabilities(), checks);
    }
}
