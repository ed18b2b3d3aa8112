package io.storagebench.tck.reference;

import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.Scan;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;

/** The reference engine's point and scan reads: {@link Lookup}, {@link Scan}, {@link KeyBound}. */
final class ReadOps {
    private ReadOps() {
    }

    /** Rows by primary key or by the first column of a secondary index; each matching row once. */
    static Lookup lookup(ReferenceSession session, LookupSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        Rows.positions(table, spec.projection());
        String keyColumn = spec.index() == null ? table.primaryKey()
                : engine.read(spec.table(), t -> t.index(spec.index()).spec.columns().get(0));
        Rows.requireInteger(table, keyColumn, "lookup column");
        return (keys, count, sink) -> session.execute("Lookup", () -> {
            Rows.checkCount(keys.length, count);
            List<Object[]> rows = engine.read(spec.table(), t -> {
                Map<Object, Object[]> found = new LinkedHashMap<>();
                for (int i = 0; i < count; i++) {
                    Long key = keys[i];
                    if (spec.index() == null) {
                        Object[] row = t.row(key);
                        if (row != null) {
                            found.putIfAbsent(key, row);
                        }
                    } else {
                        for (Object[] entry : t.index(spec.index()).from(key)) {
                            if (!entry[0].equals(key)) {
                                break;
                            }
                            Object pk = entry[entry.length - 1];
                            found.putIfAbsent(pk, t.row(pk));
                        }
                    }
                }
                int[] projection = Rows.positions(t.spec, spec.projection());
                return found.values().stream().map(row -> Rows.project(row, projection)).toList();
            });
            return Rows.deliver(rows, sink);
        });
    }

    /** Every row in primary-key order that passes the predicate. */
    static Scan scan(ReferenceSession session, ScanSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        Rows.positions(table, spec.projection());
        if (spec.predicate() != null) {
            checkPredicate(table, spec.predicate());
        }
        return sink -> session.execute("Scan", () -> {
            List<Object[]> rows = engine.read(spec.table(), t -> {
                int[] projection = Rows.positions(t.spec, spec.projection());
                Predicate p = spec.predicate();
                int column = p == null ? -1 : t.spec.indexOf(p.column());
                List<Object[]> out = new ArrayList<>();
                for (Object[] row : t.rows().values()) {
                    if (p == null || p.test(measure(p, row[column]))) {
                        out.add(Rows.project(row, projection));
                    }
                }
                return out;
            });
            return Rows.deliver(rows, sink);
        });
    }

    /** Smallest or largest primary key, empty for an empty table. */
    static KeyBound keyBound(ReferenceSession session, KeyBoundSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        Rows.requireInteger(table, table.primaryKey(), "primary key");
        return () -> session.execute("KeyBound", () -> engine.read(spec.table(), t -> {
            if (t.rows().isEmpty()) {
                return OptionalLong.empty();
            }
            Object key = spec.which() == KeyBoundSpec.Which.MIN ? t.rows().firstKey() : t.rows().lastKey();
            return OptionalLong.of(Values.asLong(key));
        }));
    }

    private static long measure(Predicate p, Object value) {
        return p.function() == Predicate.Function.VALUE ? Values.asLong(value) : Values.length(value);
    }

    private static void checkPredicate(TableSpec table, Predicate p) {
        ColumnType type = table.column(p.column()).type();
        if (p.function() == Predicate.Function.VALUE && !type.isInteger()) {
            throw new IllegalArgumentException("VALUE predicate on " + type + " column " + p.column());
        }
        if (p.function() != Predicate.Function.VALUE && type.isInteger()) {
            throw new IllegalArgumentException(p.function() + " predicate on " + type + " column " + p.column());
        }
    }
}
