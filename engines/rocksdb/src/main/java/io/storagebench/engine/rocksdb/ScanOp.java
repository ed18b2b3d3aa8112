package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.Scan;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnType;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/**
 * A full scan of the row family in key order with {@code fill_cache=false}, testing the predicate on every row
 * (sysbench's scan: {@code LENGTH(c) < 0} never matches, yet every row is read and decoded).
 */
final class ScanOp implements Scan {
    private final RocksDbSession s;
    private final TableState t;
    private final Projection projection;
    private final Predicate predicate;
    private final int predicateColumn;
    private final boolean needsValue;
    private final IteratorBounds options;
    private final IteratorBuffers buffers = new IteratorBuffers();
    private final RowView row;

    ScanOp(RocksDbSession s, TableState t, ScanSpec spec) {
        this.s = s;
        this.t = t;
        this.projection = Projection.of(t, spec.projection());
        this.predicate = spec.predicate();
        this.predicateColumn = predicate == null ? -1 : t.column(predicate.column());
        if (predicate != null) {
            ColumnType type = t.codec.type(predicateColumn);
            boolean integer = type.isInteger();
            if (integer != (predicate.function() == Predicate.Function.VALUE)) {
                throw new EngineException("rocksdb: predicate " + predicate.function() + " cannot apply to column "
                        + predicate.column() + " of type " + type);
            }
        }
        this.needsValue = projection.needsValue(t.keyColumn())
                || (predicateColumn >= 0 && predicateColumn != t.keyColumn());
        this.row = new RowView(t.codec.columns());
        this.options = s.newBounds(false);
    }

    @Override
    public int execute(RowSink sink) {
        s.ensureOpen();
        t.ensureLive();
        int rows = 0;
        try (RocksIterator it = s.db.newIterator(t.rows, options.options)) {
            for (it.seekToFirst(); it.isValid(); it.next()) {
                int keyLength = buffers.key(it);
                t.codec.decodeKey(buffers.key, 0, keyLength, row);
                if (needsValue) {
                    int valueLength = buffers.value(it);
                    t.codec.decodeValue(buffers.value, valueLength, row);
                }
                if (predicate != null && !predicate.test(measure())) {
                    continue;
                }
                projection.deliver(row, sink);
                rows++;
            }
            it.status();
        } catch (RocksDBException e) {
            throw Errors.wrap("scan of " + t.name(), e);
        }
        return rows;
    }

    /**
     * The value the predicate tests: the integer, or the length in characters (bytes for BINARY), for LENGTH and
     * SQL_LENGTH alike: without SQL there is no other LENGTH() to mirror.
     */
    private long measure() {
        int c = predicateColumn;
        if (predicate.function() == Predicate.Function.VALUE) {
            return row.getLong(c);
        }
        if (t.codec.type(c) == ColumnType.BINARY) {
            return row.length(c);
        }
        return RowView.characters(row.array(c), row.offset(c), row.length(c));
    }
}
