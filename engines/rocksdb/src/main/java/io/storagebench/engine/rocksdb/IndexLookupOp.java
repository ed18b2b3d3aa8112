package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import java.util.Arrays;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/**
 * {@code SELECT projection WHERE first_index_column IN (...)}: one iterator over the index family, bounded by the
 * smallest and largest value, seeks to each distinct value and reads all its entries. A covered projection is
 * decoded from the index keys; otherwise the rows are fetched by primary key with batched multiGets. Each row
 * appears under exactly one value, so de-duplicating the values de-duplicates the rows.
 */
final class IndexLookupOp implements Lookup {
    private final RocksDbSession s;
    private final TableState t;
    private final IndexState index;
    private final Projection projection;
    private final boolean covered;
    private final IteratorBounds bounds;
    private final RowFetcher fetcher;
    private final RowView row;
    private final byte[] prefix = new byte[KeyCodec.LONG_KEY_BYTES];
    private final IteratorBuffers buffers = new IteratorBuffers();
    private final RowConsumer deliver;
    private RowSink sink;
    private int rows;

    IndexLookupOp(RocksDbSession s, TableState t, LookupSpec spec) {
        this.s = s;
        this.t = t;
        this.index = t.index(spec.index());
        if (!index.codec.integerPrefix()) {
            throw new EngineException("rocksdb: lookup on index " + spec.index() + " needs an integer first column");
        }
        this.projection = Projection.of(t, spec.projection());
        this.covered = index.covers(projection.columns, t.keyColumn());
        this.row = new RowView(t.codec.columns());
        this.fetcher = covered ? null : new RowFetcher(s, t);
        this.deliver = r -> {
            projection.deliver(r, sink);
            rows++;
            return true;
        };
        this.bounds = s.newBounds(true);
    }

    @Override
    public int execute(long[] values, int count, RowSink sink) {
        s.ensureOpen();
        t.ensureLive();
        int n = s.reader.distinct(values, count);
        if (n == 0) {
            return 0;
        }
        long[] sorted = s.reader.distinct();
        bounds.setInclusive(sorted[0], sorted[n - 1]);
        this.sink = sink;
        rows = 0;
        if (fetcher != null) {
            fetcher.reset();
        }
        try (RocksIterator it = s.db.newIterator(index.family, bounds.options)) {
            for (int v = 0; v < n; v++) {
                KeyCodec.putKeyLong(prefix, 0, sorted[v]);
                for (it.seek(prefix); it.isValid(); it.next()) {
                    int len = buffers.key(it);
                    if (!Arrays.equals(buffers.key, 0, prefix.length, prefix, 0, prefix.length)) {
                        break;
                    }
                    index.codec.decode(buffers.key, len, row);
                    if (covered) {
                        deliver.accept(row);
                    } else {
                        fetcher.add(row, deliver, Defaults.FETCH_BATCH_ROWS);
                    }
                }
            }
            it.status();
            if (!covered) {
                fetcher.flush(deliver);
            }
        } catch (RocksDBException e) {
            throw Errors.wrap("index lookup on " + t.name() + "." + index.spec.name(), e);
        }
        return rows;
    }
}
