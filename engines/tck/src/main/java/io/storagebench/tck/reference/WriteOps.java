package io.storagebench.tck.reference;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Delete;
import io.storagebench.spi.op.DeleteOldest;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** The reference engine's writes: {@link Insert}, {@link Update}, {@link Delete}, {@link DeleteOldest}. */
final class WriteOps {
    private WriteOps() {
    }

    static Insert insert(ReferenceSession session, InsertSpec spec) {
        ReferenceEngine engine = session.engine();
        checkInsertColumns(engine.spec(spec.table()), spec);
        return rows -> session.execute("Insert", () -> {
            TableSpec table = engine.spec(spec.table());
            checkInsertColumns(table, spec);
            int pk = table.indexOf(table.primaryKey());
            List<Object[]> full = new ArrayList<>(rows.size());
            for (Object[] given : rows) {
                if (given.length != spec.columns().size()) {
                    throw new IllegalArgumentException("row has " + given.length + " values for "
                            + spec.columns().size() + " columns " + spec.columns());
                }
                Object[] row = new Object[table.columns().size()];
                for (int i = 0; i < given.length; i++) {
                    int position = table.indexOf(spec.columns().get(i));
                    row[position] = Values.accept(table.columns().get(position), given[i]);
                }
                full.add(row);
            }
            if (!spec.columns().contains(table.primaryKey()) && !full.isEmpty()) {
                long[] keys = engine.read(spec.table(), t -> t.reserveKeys(full.size()));
                for (int i = 0; i < keys.length; i++) {
                    full.get(i)[pk] = keys[i];
                }
            }
            return session.write(new TableWrite(spec.table(), (t, undo) -> {
                full.forEach(row -> t.insert(row, undo));
                return full.size();
            }));
        });
    }

    static Update update(ReferenceSession session, UpdateSpec spec) {
        ReferenceEngine engine = session.engine();
        checkUpdate(engine.spec(spec.table()), spec);
        return (keys, count, value) -> session.execute("Update", () -> {
            Rows.checkCount(keys.length, count);
            TableSpec table = engine.spec(spec.table());
            checkUpdate(table, spec);
            ColumnSpec column = table.column(spec.column());
            int position = table.indexOf(spec.column());
            Object newValue = spec.kind() == UpdateSpec.Kind.SET ? Values.accept(column, value) : null;
            long delta = spec.kind() == UpdateSpec.Kind.ADD ? delta(value) : 0;
            Set<Long> distinct = new LinkedHashSet<>();
            for (int i = 0; i < count; i++) {
                distinct.add(keys[i]);
            }
            return session.write(new TableWrite(spec.table(), (t, undo) -> {
                int changed = 0;
                for (Long key : distinct) {
                    Object[] row = t.row(key);
                    if (row != null) {
                        Object[] copy = row.clone();
                        copy[position] = newValue != null ? newValue : add(column, row[position], delta);
                        t.replace(copy, undo);
                        changed++;
                    }
                }
                return changed;
            }));
        });
    }

    static Delete delete(ReferenceSession session, DeleteSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        Rows.requireInteger(table, table.primaryKey(), "primary key");
        return key -> session.execute("Delete", () -> session.write(new TableWrite(spec.table(),
                (t, undo) -> t.delete(key, undo) == null ? 0 : 1)));
    }

    static DeleteOldest deleteOldest(ReferenceSession session, DeleteOldestSpec spec) {
        ReferenceEngine engine = session.engine();
        TableSpec table = engine.spec(spec.table());
        Rows.requireInteger(table, table.primaryKey(), "primary key");
        return (fromKey, n) -> session.execute("DeleteOldest", () -> {
            if (n < 0) {
                throw new IllegalArgumentException("negative row count " + n);
            }
            return session.write(new TableWrite(spec.table(), (t, undo) -> {
                List<Object> keys = t.keysFrom(fromKey, n);
                keys.forEach(key -> t.delete(key, undo));
                return keys.size();
            }));
        });
    }

    private static void checkInsertColumns(TableSpec table, InsertSpec spec) {
        Set<String> given = new HashSet<>();
        for (String column : spec.columns()) {
            table.indexOf(column);
            if (!given.add(column)) {
                throw new IllegalArgumentException("column " + column + " given twice in " + spec);
            }
        }
        for (ColumnSpec column : table.columns()) {
            boolean assigned = table.autoIncrement() && column.name().equals(table.primaryKey());
            if (!assigned && !given.contains(column.name())) {
                throw new IllegalArgumentException("insert into " + table.name() + " gives no value for column "
                        + column.name() + " (the SPI has no defaults)");
            }
        }
    }

    private static void checkUpdate(TableSpec table, UpdateSpec spec) {
        Rows.requireInteger(table, table.primaryKey(), "primary key");
        if (spec.column().equals(table.primaryKey())) {
            throw new IllegalArgumentException("update of primary key " + spec.column() + " is not a shape");
        }
        if (spec.kind() == UpdateSpec.Kind.ADD) {
            Rows.requireInteger(table, spec.column(), "added-to column");
        } else {
            table.indexOf(spec.column());
        }
    }

    private static long delta(Object value) {
        if (value instanceof Integer i) {
            return i;
        }
        if (value instanceof Long l) {
            return l;
        }
        throw new IllegalArgumentException("ADD needs an Integer or Long delta, got " + value);
    }

    private static Long add(ColumnSpec column, Object old, long delta) {
        try {
            return Values.integer(column, Math.addExact(Values.asLong(old), delta));
        } catch (ArithmeticException e) {
            throw new EngineException("value out of range for column " + column.name(), e);
        }
    }
}
