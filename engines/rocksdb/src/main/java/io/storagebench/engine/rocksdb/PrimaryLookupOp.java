package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import java.util.List;
import org.rocksdb.RocksDBException;

/**
 * {@code SELECT projection WHERE pk IN (...)}: the distinct keys, in ascending order, in one batched
 * {@code multiGetAsList} (one key: a plain get into a reused buffer); rows are delivered in key order. Only the key is decoded when only the key is projected.
 */
final class PrimaryLookupOp implements Lookup {
    private final RocksDbSession s;
    private final TableState t;
    private final Projection projection;
    private final boolean needsValue;
    private final RowView row;

    PrimaryLookupOp(RocksDbSession s, TableState t, LookupSpec spec) {
        if (!t.codec.integerKey()) {
            throw new EngineException("rocksdb: lookup by primary key needs an integer key; " + t.name() + "."
                    + t.spec.primaryKey() + " is " + t.codec.type(t.keyColumn()));
        }
        this.s = s;
        this.t = t;
        this.projection = Projection.of(t, spec.projection());
        this.needsValue = projection.needsValue(t.keyColumn());
        this.row = new RowView(t.codec.columns());
    }

    @Override
    public int execute(long[] keys, int count, RowSink sink) {
        s.ensureOpen();
        t.ensureLive();
        int n = s.reader.distinct(keys, count);
        if (n == 0) {
            return 0;
        }
        long[] sorted = s.reader.distinct();
        if (n == 1) {
            return single(sorted[0], sink);
        }
        byte[][] encoded = s.reader.keys(n);
        for (int i = 0; i < n; i++) {
            KeyCodec.putKeyLong(encoded[i], 0, sorted[i]);
        }
        List<byte[]> values;
        try {
            values = s.reader.multiGet(t.rows, encoded, n);
        } catch (RocksDBException e) {
            throw Errors.wrap("lookup in " + t.name(), e);
        }
        int rows = 0;
        for (int i = 0; i < n; i++) {
            byte[] v = values.get(i);
            if (v == null) {
                continue;
            }
            row.setLong(t.keyColumn(), sorted[i]);
            if (needsValue) {
                t.codec.decodeValue(v, v.length, row);
            }
            projection.deliver(row, sink);
            rows++;
        }
        return rows;
    }

    /**
     * One key: a plain get into the session's reused buffer. multiGetAsList allocates arrays, a list and a value
     * array per call, even for one key, which left the SPI well behind a raw get loop (RocksDbPointReadBenchmark;
     * the scores are in benchmarks/src/jmh/README.md).
     */
    private int single(long key, RowSink sink) {
        byte[] encoded = s.reader.keys(1)[0];
        KeyCodec.putKeyLong(encoded, 0, key);
        int length;
        try {
            length = s.reader.get(t.rows, encoded);
        } catch (RocksDBException e) {
            throw Errors.wrap("lookup in " + t.name(), e);
        }
        if (length < 0) {
            return 0;
        }
        row.setLong(t.keyColumn(), key);
        if (needsValue) {
            t.codec.decodeValue(s.reader.value(), length, row);
        }
        projection.deliver(row, sink);
        return 1;
    }
}
