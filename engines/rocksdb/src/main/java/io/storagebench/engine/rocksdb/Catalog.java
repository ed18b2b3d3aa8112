package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.IndexKeyCodec;
import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

/**
 * Tables and indexes of one engine, in memory, and the DDL that creates and drops their column families. DDL is
 * serialised; sessions read the table map without locking.
 */
final class Catalog {
    private static final byte[] EMPTY = new byte[0];

    private volatile OpenDatabase db;
    private final boolean sync;
    private final ConcurrentHashMap<String, TableState> tables = new ConcurrentHashMap<>();
    private final AtomicInteger ids = new AtomicInteger();

    Catalog(OpenDatabase db, boolean sync) {
        this.db = db;
        this.sync = sync;
    }

    TableState table(String name) {
        TableState t = tables.get(name);
        if (t == null) {
            throw new EngineException("rocksdb: unknown table " + name);
        }
        return t;
    }

    Collection<TableState> tables() {
        return tables.values();
    }

    /** Points every table and index at its family in the reopened database; the tables keep their counters. */
    synchronized void reopened(OpenDatabase reopened) {
        db = reopened;
        tables.values().forEach(t -> t.reopened(reopened));
    }

    synchronized void createTable(TableSpec spec) {
        dropTable(spec.name());
        ColumnFamilyHandle rows = db.createFamily(TableState.familyName(spec.name()));
        tables.put(spec.name(), new TableState(spec, ids.incrementAndGet(), rows, maxIntegerKey(spec, rows)));
    }

    /** The auto-increment counter starts after the largest key already there (none in a new family). */
    private long maxIntegerKey(TableSpec spec, ColumnFamilyHandle rows) {
        if (!spec.column(spec.primaryKey()).type().isInteger()) {
            return 0;
        }
        try (RocksIterator it = db.db.newIterator(rows)) {
            it.seekToLast();
            return it.isValid() ? KeyCodec.getKeyLong(it.key(), 0) : 0;
        }
    }

    /** Drops the table's families, including families of that name left in a reused data directory. */
    synchronized void dropTable(String name) {
        List<ColumnFamilyHandle> drop = new ArrayList<>();
        TableState t = tables.remove(name);
        if (t != null) {
            t.markDropped();
            drop.add(t.rows);
            t.indexes().forEach(i -> drop.add(i.family));
        }
        for (ColumnFamilyHandle h : db.families()) {
            String family = OpenDatabase.name(h);
            if (!drop.contains(h) && (family.equals(TableState.familyName(name))
                    || family.startsWith(IndexState.familyName(name, "")))) {
                drop.add(h);
            }
        }
        db.dropFamilies(drop);
    }

    synchronized void createIndex(IndexSpec spec) {
        TableState t = table(spec.table());
        if (t.indexes().stream().anyMatch(i -> i.spec.name().equals(spec.name()))) {
            throw new EngineException("rocksdb: index " + spec.name() + " already exists on " + spec.table());
        }
        int[] columns = spec.columns().stream().mapToInt(t::column).toArray();
        IndexKeyCodec codec = new IndexKeyCodec(t.codec, columns);
        String familyName = IndexState.familyName(spec.table(), spec.name());
        ColumnFamilyHandle stale = db.family(familyName);
        if (stale != null) {
            db.dropFamilies(List.of(stale));
        }
        IndexState index = new IndexState(spec, db.createFamily(familyName), codec, columns);
        // writers maintain the index from here on; the scan below adds the rows already there
        t.addIndex(index);
        try {
            build(t, index);
        } catch (RuntimeException e) {
            // A half-built index would answer queries wrongly. Its family stays open: a writer that read the index
            // list before this may still write to it, and closing a handle under a write crashes the JVM. dropTable
            // and the engine's close release it.
            t.removeIndex(index);
            throw e;
        }
    }

    /**
     * Scans the table's rows into the index in batches; between batches it looks for an interrupt, so Ctrl-C stops a
     * build over millions of rows within a batch rather than running on under an engine about to close.
     */
    private void build(TableState t, IndexState index) {
        RowView row = new RowView(t.codec.columns());
        Bytes key = new Bytes(Defaults.KEY_BUFFER_BYTES);
        try (ReadOptions ro = new ReadOptions().setFillCache(false);
             WriteOptions wo = new WriteOptions().setSync(sync);
             WriteBatch batch = new WriteBatch();
             RocksIterator it = db.db.newIterator(t.rows, ro)) {
            int pending = 0;
            for (it.seekToFirst(); it.isValid(); it.next()) {
                byte[] k = it.key();
                byte[] v = it.value();
                t.codec.decodeKey(k, 0, k.length, row);
                t.codec.decodeValue(v, v.length, row);
                index.codec.encode(row, key.clear());
                batch.put(index.family, key.toArray(), EMPTY);
                if (++pending == Defaults.INDEX_BUILD_BATCH_ROWS) {
                    db.db.write(wo, batch);
                    batch.clear();
                    pending = 0;
                    if (Thread.interrupted()) {
                        Thread.currentThread().interrupt();
                        throw new EngineInterruptedException("rocksdb: build of index " + index.spec.name()
                                + " on " + t.name() + " interrupted");
                    }
                }
            }
            it.status();
            if (pending > 0) {
                db.db.write(wo, batch);
            }
        } catch (RocksDBException e) {
            throw Errors.wrap("build index " + index.spec.name(), e);
        }
    }
}
