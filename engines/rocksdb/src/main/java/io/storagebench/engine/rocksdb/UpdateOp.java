package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnType;

/**
 * {@code UPDATE t SET c = ? | c = c + ? WHERE pk IN (...)}: under the rows' locks, reads each row, writes the new
 * value and, for every index over the column, deletes the old entry and puts the new one, all in one WriteBatch.
 * Returns the rows matched (a key listed twice counts once; a missing key counts nothing).
 */
final class UpdateOp implements Update {
    private final RocksDbSession s;
    private final TableState t;
    private final int column;
    private final ColumnType type;
    private final boolean add;
    private final RowView old;
    private final RowView row;
    private final Bytes value = new Bytes(Defaults.VALUE_BUFFER_BYTES);

    UpdateOp(RocksDbSession s, TableState t, UpdateSpec spec) {
        this.s = s;
        this.t = t;
        this.column = t.column(spec.column());
        this.type = t.codec.type(column);
        this.add = spec.kind() == UpdateSpec.Kind.ADD;
        if (column == t.keyColumn()) {
            throw new EngineException("rocksdb: updating primary key " + spec.column() + " is not supported");
        }
        if (!t.codec.integerKey()) {
            throw new EngineException("rocksdb: update by key needs an integer primary key in " + t.name());
        }
        if (add && !type.isInteger()) {
            throw new EngineException("rocksdb: ADD needs an integer column, " + spec.column() + " is " + type);
        }
        this.old = new RowView(t.codec.columns());
        this.row = new RowView(t.codec.columns());
    }

    @Override
    public int execute(long[] keys, int count, Object newValue) {
        t.ensureLive();
        if (add && !(newValue instanceof Number)) {
            throw new EngineException("rocksdb: ADD to " + t.columnSpec(column).name() + " needs a Long or Integer");
        }
        return s.write("update " + t.name(), () -> {
            int n = s.reader.distinct(keys, count);
            long[] sorted = s.reader.distinct();
            byte[][] encoded = s.reader.keys(n);
            for (int i = 0; i < n; i++) {
                KeyCodec.putKeyLong(encoded[i], 0, sorted[i]);
            }
            s.locks.lock(t, encoded, n);
            int matched = 0;
            for (int i = 0; i < n; i++) {
                int length = s.reader.readRow(t, encoded[i]);
                if (length < 0) {
                    continue;
                }
                old.setLong(t.keyColumn(), sorted[i]);
                t.codec.decodeValue(s.reader.value(), length, old);
                row.copyFrom(old);
                if (add) {
                    long sum = add(old.getLong(column), ((Number) newValue).longValue());
                    row.setLong(column, RowView.checkInteger(t.columnSpec(column), sum));
                } else {
                    row.set(column, t.columnSpec(column), newValue);
                }
                t.codec.encodeValue(row, value.clear());
                s.writer.replace(t, encoded[i], value.toArray(), old, row, column);
                matched++;
            }
            return matched;
        });
    }

    private long add(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            throw new EngineException("rocksdb: " + t.columnSpec(column).name() + " + " + b + " overflows a long");
        }
    }
}
