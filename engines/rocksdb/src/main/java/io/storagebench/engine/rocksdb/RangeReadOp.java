package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import java.util.List;
import java.util.stream.IntStream;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/**
 * A range over the primary key or a secondary index. The bounds on the first key column become the iterator's
 * lower and upper bounds ({@link IteratorBounds}); descending reads start with {@code seekToLast}. On the primary
 * key the row comes with the key (the value is decoded only when a non-key column is needed); on an index a
 * covered read decodes the index key alone, otherwise rows are fetched by primary key in batches.
 */
final class RangeReadOp implements RangeRead {
    private final RocksDbSession s;
    private final TableState t;
    private final RangeSpec spec;
    private final IndexState index;
    private final ColumnFamilyHandle family;
    private final boolean covered;
    private final boolean needsValue;
    private final RangeResult result;
    private final IteratorBounds bounds;
    private final RowFetcher fetcher;
    private final IteratorBuffers buffers = new IteratorBuffers();
    private final RowView row;

    RangeReadOp(RocksDbSession s, TableState t, RangeSpec spec) {
        this.s = s;
        this.t = t;
        this.spec = spec;
        this.index = spec.index() == null ? null : t.index(spec.index());
        boolean integerFirst = index == null ? t.codec.integerKey() : index.codec.integerPrefix();
        if ((spec.lower() != Bound.NONE || spec.upper() != Bound.NONE) && !integerFirst) {
            throw new EngineException("rocksdb: range bounds on " + t.name() + (index == null ? "" : "." + spec.index())
                    + " need an integer first key column");
        }
        Projection projection = Projection.of(t, spec.aggregate() == Aggregate.NONE ? spec.projection()
                : List.of());
        int sumColumn = -1;
        if (spec.aggregate() == Aggregate.SUM) {
            sumColumn = t.column(spec.aggregateColumn());
            if (!t.codec.type(sumColumn).isInteger()) {
                throw new EngineException("rocksdb: SUM needs an integer column, " + spec.aggregateColumn() + " is "
                        + t.codec.type(sumColumn));
            }
        }
        int orderBy = spec.orderBy() == null ? -1 : t.column(spec.orderBy());
        int[] needed = IntStream.concat(IntStream.of(projection.columns), IntStream.of(orderBy, sumColumn))
                .filter(c -> c >= 0).distinct().toArray();
        this.covered = index == null || index.covers(needed, t.keyColumn());
        this.needsValue = IntStream.of(needed).anyMatch(c -> c != t.keyColumn());
        this.family = index == null ? t.rows : index.family;
        this.result = RangeResult.create(spec.aggregate(), sumColumn, projection, spec.limit(), orderBy,
                orderBy >= 0 && t.codec.type(orderBy).isInteger(), spec.distinct());
        this.fetcher = covered ? null : new RowFetcher(s, t);
        this.row = new RowView(t.codec.columns());
        this.bounds = s.newBounds(true);
    }

    @Override
    public int execute(long lo, long hi, RowSink sink) {
        s.ensureOpen();
        t.ensureLive();
        result.start(sink);
        if (bounds.set(spec.lower(), lo, spec.upper(), hi)) {
            try {
                scan();
            } catch (RocksDBException e) {
                throw Errors.wrap("range read on " + t.name(), e);
            }
        }
        return result.finish();
    }

    private void scan() throws RocksDBException {
        try (RocksIterator it = s.db.newIterator(family, bounds.options)) {
            if (spec.descending()) {
                it.seekToLast();
            } else {
                it.seekToFirst();
            }
            boolean more = true;
            while (more && it.isValid()) {
                int len = buffers.key(it);
                if (index != null) {
                    index.codec.decode(buffers.key, len, row);
                    more = covered ? result.accept(row) : fetcher.add(row, result, result.fetchBatch());
                } else {
                    t.codec.decodeKey(buffers.key, 0, len, row);
                    if (needsValue) {
                        int valueLength = buffers.value(it);
                        t.codec.decodeValue(buffers.value, valueLength, row);
                    }
                    more = result.accept(row);
                }
                if (more) {
                    if (spec.descending()) {
                        it.prev();
                    } else {
                        it.next();
                    }
                }
            }
            it.status();
            if (fetcher != null) {
                if (more) {
                    fetcher.flush(result);
                }
                fetcher.reset();
            }
        }
    }
}
