package io.storagebench.tck.reference;

import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvMultiGet;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;

/**
 * The key-value shapes over a key-value space: a table of a BINARY primary key and one BINARY value column
 * ({@link TableSpec#keyValue}). Keys order unsigned lexicographically.
 */
final class KvOps {
    private KvOps() {
    }

    static KvPut put(ReferenceSession session, KvPutSpec spec) {
        ReferenceEngine engine = session.engine();
        checkSpace(engine.spec(spec.space()));
        return (key, value) -> session.execute("KvPut", () -> {
            TableSpec space = engine.spec(spec.space());
            int k = space.indexOf(space.primaryKey());
            Object[] row = new Object[2];
            row[k] = Values.accept(space.columns().get(k), key);
            row[1 - k] = Values.accept(space.columns().get(1 - k), value);
            return session.write(new TableWrite(spec.space(), (t, undo) -> {
                t.upsert(row, undo);
                return 1;
            }));
        });
    }

    static KvGet get(ReferenceSession session, KvGetSpec spec) {
        ReferenceEngine engine = session.engine();
        checkSpace(engine.spec(spec.space()));
        return (key, sink) -> session.execute("KvGet", () -> {
            Objects.requireNonNull(key, "key");
            List<Object[]> rows = engine.read(spec.space(), t -> {
                Object[] row = t.row(key);
                return row == null ? List.<Object[]>of() : List.<Object[]>of(new Object[] {row[1 - t.pkPosition]});
            });
            return Rows.deliver(rows, sink) == 1;
        });
    }

    static KvMultiGet multiGet(ReferenceSession session, KvMultiGetSpec spec) {
        ReferenceEngine engine = session.engine();
        checkSpace(engine.spec(spec.space()));
        return (keys, count, sink) -> session.execute("KvMultiGet", () -> {
            Rows.checkCount(keys.length, count);
            List<Object[]> rows = engine.read(spec.space(), t -> {
                List<Object[]> found = new ArrayList<>();
                for (int i = 0; i < count; i++) {
                    Object[] row = t.row(Objects.requireNonNull(keys[i], "key"));
                    if (row != null) {
                        found.add(keyAndValue(t, row));
                    }
                }
                return found;
            });
            return Rows.deliver(rows, sink);
        });
    }

    static KvScan scan(ReferenceSession session, KvScanSpec spec) {
        ReferenceEngine engine = session.engine();
        checkSpace(engine.spec(spec.space()));
        return (start, limit, sink) -> session.execute("KvScan", () -> {
            Objects.requireNonNull(start, "start");
            if (limit < 0) {
                throw new IllegalArgumentException("negative limit " + limit);
            }
            List<Object[]> rows = engine.read(spec.space(), t -> {
                Collection<Object[]> from = spec.reverse()
                        ? t.rows().headMap(start, true).descendingMap().values()
                        : t.rows().tailMap(start, true).values();
                List<Object[]> out = new ArrayList<>();
                for (Object[] row : from) {
                    if (out.size() >= limit) {
                        break;
                    }
                    out.add(keyAndValue(t, row));
                }
                return out;
            });
            return Rows.deliver(rows, sink);
        });
    }

    private static Object[] keyAndValue(ReferenceTable t, Object[] row) {
        return new Object[] {row[t.pkPosition], row[1 - t.pkPosition]};
    }

    private static void checkSpace(TableSpec space) {
        boolean kv = space.columns().size() == 2
                && space.columns().stream().allMatch(c -> c.type() == ColumnType.BINARY);
        if (!kv) {
            throw new IllegalArgumentException(space.name() + " is not a key-value space (TableSpec.keyValue): "
                    + space.columns());
        }
    }
}
