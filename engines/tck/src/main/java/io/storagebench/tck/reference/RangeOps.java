package io.storagebench.tck.reference;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The reference {@link RangeRead}, evaluated in the order the {@link RangeSpec} Javadoc describes: rows whose first
 * key column is within the bounds, in key order (index columns, then primary key), reversed when descending; then
 * the aggregate, or orderBy (a stable sort), distinct and limit.
 */
final class RangeOps {
    private RangeOps() {
    }

    static RangeRead range(ReferenceSession session, RangeSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        String firstKeyColumn = spec.index() == null ? table.primaryKey()
                : engine.read(spec.table(), t -> t.index(spec.index()).spec.columns().get(0));
        if (spec.lower() != Bound.NONE || spec.upper() != Bound.NONE) {
            Rows.requireInteger(table, firstKeyColumn, "range column");
        }
        if (spec.aggregate() == Aggregate.NONE) {
            Rows.positions(table, spec.projection());
        }
        if (spec.aggregate() == Aggregate.SUM) {
            Rows.requireInteger(table, spec.aggregateColumn(), "summed column");
        }
        if (spec.orderBy() != null) {
            table.indexOf(spec.orderBy());
        }
        return (lo, hi, sink) -> session.execute("RangeRead",
                () -> Rows.deliver(engine.read(spec.table(), t -> evaluate(t, spec, lo, hi)), sink));
    }

    static List<Object[]> evaluate(ReferenceTable t, RangeSpec spec, long lo, long hi) {
        List<Object[]> rows = inKeyOrder(t, spec, lo, hi);
        if (spec.descending()) {
            Collections.reverse(rows);
        }
        switch (spec.aggregate()) {
            case COUNT -> {
                return List.<Object[]>of(new Object[] {(long) rows.size()});
            }
            case SUM -> {
                int column = t.spec.indexOf(spec.aggregateColumn());
                long sum = 0;
                for (Object[] row : rows) {
                    try {
                        sum = Math.addExact(sum, Values.asLong(row[column]));
                    } catch (ArithmeticException e) {
                        throw new EngineException("SUM(" + spec.aggregateColumn() + ") overflows a long", e);
                    }
                }
                return List.<Object[]>of(new Object[] {sum});
            }
            case NONE -> {
                // rows are projected below
            }
        }
        if (spec.orderBy() != null) {
            int column = t.spec.indexOf(spec.orderBy());
            rows.sort(Comparator.comparing((Object[] row) -> row[column], Values.ORDER)); // stable: ties keep key order
        }
        int[] projection = Rows.positions(t.spec, spec.projection());
        Set<Object[]> seen = new TreeSet<>(Values.TUPLE_ORDER);
        List<Object[]> out = new ArrayList<>();
        for (Object[] row : rows) {
            if (spec.limit() > 0 && out.size() == spec.limit()) {
                break;
            }
            Object[] projected = Rows.project(row, projection);
            if (!spec.distinct() || seen.add(projected)) {
                out.add(projected);
            }
        }
        return out;
    }

    /** Qualifying rows in ascending key order. */
    private static List<Object[]> inKeyOrder(ReferenceTable t, RangeSpec spec, long lo, long hi) {
        List<Object[]> rows = new ArrayList<>();
        if (spec.index() == null) {
            Iterable<Map.Entry<Object, Object[]>> from = spec.lower() == Bound.NONE
                    ? t.rows().entrySet() : t.rows().tailMap(lo, true).entrySet();
            for (Map.Entry<Object, Object[]> e : from) {
                if (spec.upper() != Bound.NONE && !Rows.belowUpper(Values.asLong(e.getKey()), spec.upper(), hi)) {
                    break;
                }
                if (spec.lower() == Bound.NONE || Rows.aboveLower(Values.asLong(e.getKey()), spec.lower(), lo)) {
                    rows.add(e.getValue());
                }
            }
        } else {
            ReferenceIndex index = t.index(spec.index());
            for (Object[] entry : spec.lower() == Bound.NONE ? index.entries() : index.from(lo)) {
                if (spec.upper() != Bound.NONE && !Rows.belowUpper(Values.asLong(entry[0]), spec.upper(), hi)) {
                    break;
                }
                if (spec.lower() == Bound.NONE || Rows.aboveLower(Values.asLong(entry[0]), spec.lower(), lo)) {
                    rows.add(t.row(entry[entry.length - 1]));
                }
            }
        }
        return rows;
    }
}
