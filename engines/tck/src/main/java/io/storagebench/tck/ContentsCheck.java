package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads a whole table back from both engines with the best shape the engine declares (a primary-key range, else a
 * scan, else lookups of every key the suite uses) and every secondary index through index ranges, covering and not.
 * This is how the suite sees the effect of writes.
 */
final class ContentsCheck {
    /** Every integer key the suite's tables use is below this; lookups probe all of them. */
    private static final int PROBED_KEYS = 4200;

    private final Fixture fx;

    ContentsCheck(Fixture fx) {
        this.fx = fx;
    }

    /** Compares the table; {@code when} (empty or starting with a blank) is appended to the messages. */
    void check(String table, String when) {
        TableSpec spec = fx.table(table);
        if (spec.column(spec.primaryKey()).type() == ColumnType.BINARY) {
            checkKv(table, when);
            return;
        }
        List<String> all = Fixture.columns(spec);
        List<ColumnType> types = fx.types(table, all);
        String what = "contents of " + table + when;
        if (fx.has(Capability.RANGE_PRIMARY)) {
            fx.read(what + " (full primary-key range)", fx.prepare(s -> s.prepare(Fixture.fullRange(table, null, all))),
                    types, RowComparison.exact(), (op, sink) -> op.execute(0, 0, sink));
        } else if (fx.has(Capability.SCAN)) {
            fx.read(what + " (scan)", fx.prepare(s -> s.prepare(new ScanSpec(table, all, null))), types,
                    RowComparison.exact(), (op, sink) -> op.execute(sink));
        } else if (fx.has(Capability.LOOKUP_PRIMARY)) {
            var lookup = fx.prepare(s -> s.prepare(LookupSpec.byPrimaryKey(table, all)));
            for (int from = 0; from < PROBED_KEYS; from += Fixture.BATCH) {
                long[] keys = new long[Fixture.BATCH];
                for (int i = 0; i < keys.length; i++) {
                    keys[i] = from + i;
                }
                fx.read(what + " (lookup of keys " + from + ".." + (from + keys.length - 1) + ")", lookup, types,
                        RowComparison.anyOrder(), (op, sink) -> op.execute(keys, keys.length, sink));
            }
        } else {
            fail("the engine declares no shape that reads " + table + " back; the test should have been skipped");
        }
        if (fx.has(Capability.KEY_BOUNDS)) {
            for (KeyBoundSpec.Which which : KeyBoundSpec.Which.values()) {
                var bound = fx.prepare(s -> s.prepare(new KeyBoundSpec(table, which)));
                assertEquals(bound.expected().execute(), bound.actual().execute(), what + ": " + which + " key");
            }
        }
        if (fx.has(Capability.RANGE_SECONDARY)) {
            for (IndexSpec index : fx.indexes(table)) {
                checkIndex(spec, index, all, when);
            }
        }
    }

    /** Whole index in key order: its own columns and the key (what a covering read sees), then full rows. */
    private void checkIndex(TableSpec spec, IndexSpec index, List<String> all, String when) {
        List<String> covering = new ArrayList<>(index.columns());
        covering.add(spec.primaryKey());
        for (List<String> projection : List.of(covering, all)) {
            fx.read("contents of index " + index.name() + " " + projection + when,
                    fx.prepare(s -> s.prepare(Fixture.fullRange(spec.name(), index.name(), projection))),
                    fx.types(spec.name(), projection), RowComparison.exact(), (op, sink) -> op.execute(0, 0, sink));
        }
    }

    private void checkKv(String space, String when) {
        fx.assume(Capability.KEY_VALUE);
        var scan = fx.prepare(s -> s.prepare(new KvScanSpec(space, false)));
        fx.read("contents of key-value space " + space + when + " (forward scan from the empty key)", scan,
                List.of(ColumnType.BINARY, ColumnType.BINARY), RowComparison.exact(),
                (op, sink) -> op.execute(new byte[0], 1_000_000, sink));
    }

    /** Both engines' smallest or largest key; for tests that follow bounds directly. */
    static void sameBound(Fixture fx, String table, KeyBoundSpec.Which which, String what) {
        Fixture.Pair<KeyBound> bound = fx.prepare(s -> s.prepare(new KeyBoundSpec(table, which)));
        assertEquals(bound.expected().execute(), bound.actual().execute(), what + ": " + which + " key");
    }
}
