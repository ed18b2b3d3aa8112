package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import java.nio.ByteBuffer;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Set;
import org.rocksdb.RocksDBException;

/**
 * Inserts a batch of rows as one WriteBatch: each row's value and its entry in every index. Without the key among
 * the columns of an auto-increment table, keys come from the table's counter (one {@code getAndAdd} per batch, so
 * they increase within and across batches) and nothing is read. A given key is checked under its row lock with a
 * point read (the Bloom filter makes a miss cheap) and an existing key fails the statement, as in SQL.
 */
final class InsertOp implements Insert {
    private final RocksDbSession s;
    private final TableState t;
    /** Table position of each spec column. */
    private final int[] positions;
    /** Index of the key among the spec columns; -1 when the engine assigns it. */
    private final int keyIndex;
    private final RowView row;
    private final Bytes value = new Bytes(Defaults.VALUE_BUFFER_BYTES);
    private final Bytes key = new Bytes(Defaults.KEY_BUFFER_BYTES);
    private byte[][] keys = new byte[16][];

    InsertOp(RocksDbSession s, TableState t, InsertSpec spec) {
        this.s = s;
        this.t = t;
        positions = spec.columns().stream().mapToInt(t::column).toArray();
        boolean[] seen = new boolean[t.codec.columns()];
        for (int p : positions) {
            if (seen[p]) {
                throw new EngineException("rocksdb: column " + t.columnSpec(p).name() + " appears twice in " + spec);
            }
            seen[p] = true;
        }
        int k = -1;
        for (int i = 0; i < positions.length; i++) {
            if (positions[i] == t.keyColumn()) {
                k = i;
            }
        }
        keyIndex = k;
        if (keyIndex < 0 && !t.spec.autoIncrement()) {
            throw new EngineException("rocksdb: insert into " + t.name() + " must give primary key "
                    + t.spec.primaryKey() + " (the table is not auto-increment)");
        }
        for (int c = 0; c < seen.length; c++) {
            if (!seen[c] && c != t.keyColumn()) {
                throw new EngineException("rocksdb: insert into " + t.name() + " must give column "
                        + t.columnSpec(c).name() + " (NULL and defaults are not supported)");
            }
        }
        row = new RowView(t.codec.columns());
    }

    @Override
    public int execute(List<Object[]> rows) {
        t.ensureLive();
        int n = rows.size();
        if (n == 0) {
            return 0;
        }
        return s.write("insert into " + t.name(), () -> {
            long first = keyIndex < 0 ? t.nextKeys(n) : 0;
            if (keyIndex >= 0) {
                checkNew(rows, n);
            }
            byte[][] pool = s.reader.keys(1);
            for (int r = 0; r < n; r++) {
                byte[] k = fill(rows.get(r), first + r, pool[0]);
                s.writer.insert(t, k, value.toArray(), row);
            }
            return n;
        });
    }

    /**
     * Given keys must be new, as in SQL: locks their rows, then fails on a key given twice or already present
     * (the transaction's own deletes count, so delete-then-insert of one key works inside a transaction).
     */
    private void checkNew(List<Object[]> rows, int n) throws RocksDBException {
        if (keys.length < n) {
            keys = new byte[Math.max(n, keys.length * 2)][];
        }
        int c = t.keyColumn();
        Set<ByteBuffer> seen = n > 1 ? new HashSet<>() : null;
        for (int r = 0; r < n; r++) {
            Object[] values = rows.get(r);
            checkWidth(values);
            row.set(c, t.columnSpec(c), values[keyIndex]);
            t.codec.encodeKey(row, key.clear());
            keys[r] = key.toArray();
            if (seen != null && !seen.add(ByteBuffer.wrap(keys[r]))) {
                throw duplicate(keys[r]);
            }
        }
        s.locks.lock(t, keys, n);
        for (int r = 0; r < n; r++) {
            if (s.reader.readRow(t, keys[r]) >= 0) {
                throw duplicate(keys[r]);
            }
        }
    }

    private EngineException duplicate(byte[] k) {
        String shown = t.codec.integerKey() ? String.valueOf(KeyCodec.getKeyLong(k, 0))
                : HexFormat.of().formatHex(k);
        return new EngineException("rocksdb: duplicate primary key " + shown + " in table " + t.name());
    }

    private void checkWidth(Object[] values) {
        if (values.length != positions.length) {
            throw new EngineException("rocksdb: insert into " + t.name() + " expects " + positions.length
                    + " values per row, got " + values.length);
        }
    }

    /**
     * Fills {@link #row} and {@link #value} from one input row and returns the encoded primary key: written into
     * {@code integerKey} for integer keys (RocksJava copies keys into the batch at once), a new array otherwise.
     */
    private byte[] fill(Object[] values, long assignedKey, byte[] integerKey) {
        checkWidth(values);
        for (int i = 0; i < positions.length; i++) {
            row.set(positions[i], t.columnSpec(positions[i]), values[i]);
        }
        if (keyIndex < 0) {
            row.setLong(t.keyColumn(), assignedKey);
        } else if (t.codec.integerKey() && t.spec.autoIncrement()) {
            t.sawKey(row.getLong(t.keyColumn()));
        }
        t.codec.encodeValue(row, value.clear());
        if (t.codec.integerKey()) {
            KeyCodec.putKeyLong(integerKey, 0, row.getLong(t.keyColumn()));
            return integerKey;
        }
        t.codec.encodeKey(row, key.clear());
        return key.toArray();
    }
}
