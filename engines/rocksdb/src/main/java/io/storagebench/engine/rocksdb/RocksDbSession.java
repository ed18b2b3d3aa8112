package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Delete;
import io.storagebench.spi.op.DeleteOldest;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvMultiGet;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.Scan;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDB;
import org.rocksdb.RocksDBException;
import org.rocksdb.WriteBatch;
import org.rocksdb.WriteOptions;

/**
 * One worker's session. Owns, for its lifetime, the ReadOptions, WriteOptions and WriteBatch every statement
 * reuses, the buffers of {@link RowReader} and {@link RowWriter}, and the native objects of its prepared
 * operations; all are closed by {@link #close()}.
 *
 * <p>Writes: every statement appends its row and index changes to the session's WriteBatch. In autocommit the
 * batch is written at the end of the statement; after {@link #begin()} it accumulates until {@link #commit()}
 * writes it or {@link #rollback()} clears it. Reads go to the database and do not see the transaction's pending
 * writes; read-modify-write statements (update, delete, insert over a key) do, through a map of the rows the
 * transaction wrote, so index maintenance stays exact. A failed statement inside a transaction rolls the whole
 * transaction back, as InnoDB does on a deadlock.
 */
final class RocksDbSession implements Session {
    /** A statement body: appends to {@link #batch} and returns the row count. */
    @FunctionalInterface
    interface Statement {
        int run() throws RocksDBException;
    }

    /** Marks a row the transaction deleted, in {@link #pending}. */
    static final byte[] DELETED = new byte[0];

    final RocksDB db;
    final ReadOptions readOptions = new ReadOptions();
    final WriteOptions writeOptions;
    final WriteBatch batch = new WriteBatch();
    final RowReader reader;
    final RowWriter writer;
    final RowLocks.Held locks;
    private final RocksDbEngine engine;
    private final Catalog catalog;
    private final List<AutoCloseable> resources = new ArrayList<>();
    private final Map<TableState, Map<ByteBuffer, byte[]>> pending = new HashMap<>();
    private boolean inTransaction;
    private boolean closed;

    RocksDbSession(RocksDbEngine engine, RocksDB db, Catalog catalog, RowLocks rowLocks, boolean sync) {
        this.engine = engine;
        this.db = db;
        this.catalog = catalog;
        this.writeOptions = new WriteOptions().setSync(sync);
        this.locks = rowLocks.new Held();
        this.reader = new RowReader(this);
        this.writer = new RowWriter(this);
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        return new InsertOp(this, table(spec.table()), spec);
    }

    @Override
    public Lookup prepare(LookupSpec spec) {
        TableState t = table(spec.table());
        return spec.index() == null ? new PrimaryLookupOp(this, t, spec) : new IndexLookupOp(this, t, spec);
    }

    @Override
    public RangeRead prepare(RangeSpec spec) {
        return new RangeReadOp(this, table(spec.table()), spec);
    }

    @Override
    public Scan prepare(ScanSpec spec) {
        return new ScanOp(this, table(spec.table()), spec);
    }

    @Override
    public Update prepare(UpdateSpec spec) {
        return new UpdateOp(this, table(spec.table()), spec);
    }

    @Override
    public Delete prepare(DeleteSpec spec) {
        return new DeleteOp(this, table(spec.table()));
    }

    @Override
    public DeleteOldest prepare(DeleteOldestSpec spec) {
        return new DeleteOldestOp(this, table(spec.table()));
    }

    @Override
    public KeyBound prepare(KeyBoundSpec spec) {
        return new KeyBoundOp(this, table(spec.table()), spec.which());
    }

    @Override
    public KvPut prepare(KvPutSpec spec) {
        return new KvOps.Put(this, KvOps.space(this, spec.space(), true));
    }

    @Override
    public KvGet prepare(KvGetSpec spec) {
        return new KvOps.Get(this, KvOps.space(this, spec.space(), false));
    }

    @Override
    public KvMultiGet prepare(KvMultiGetSpec spec) {
        return new KvOps.MultiGet(this, KvOps.space(this, spec.space(), false));
    }

    @Override
    public KvScan prepare(KvScanSpec spec) {
        return new KvOps.ScanOp(this, KvOps.space(this, spec.space(), false), spec.reverse());
    }

    TableState table(String name) {
        ensureOpen();
        return catalog.table(name);
    }

    /** Iterator options owned by a prepared operation, closed with the session. */
    IteratorBounds newBounds(boolean fillCache) {
        IteratorBounds b = new IteratorBounds(fillCache);
        resources.add(b);
        return b;
    }

    /** Runs one write statement: autocommit writes the batch at its end, a transaction keeps appending. */
    int write(String what, Statement statement) {
        ensureOpen();
        if (!inTransaction) {
            batch.clear();
        }
        try {
            int rows = statement.run();
            if (!inTransaction && batch.count() > 0) {
                db.write(writeOptions, batch);
            }
            return rows;
        } catch (RocksDBException e) {
            rollbackQuietly();
            throw Errors.wrap(what, e);
        } catch (RuntimeException e) {
            rollbackQuietly();
            throw e;
        } finally {
            if (!inTransaction) {
                batch.clear();
                locks.releaseAll();
            }
        }
    }

    boolean inTransaction() {
        return inTransaction;
    }

    /** Records a row this transaction wrote ({@link #DELETED} for a delete), for its later read-modify-writes. */
    void remember(TableState t, byte[] key, byte[] value) {
        if (inTransaction) {
            pending.computeIfAbsent(t, x -> new HashMap<>()).put(ByteBuffer.wrap(key.clone()), value);
        }
    }

    /** The row this transaction wrote for the key, {@link #DELETED}, or null when it did not touch it. */
    byte[] pendingRow(TableState t, byte[] key) {
        Map<ByteBuffer, byte[]> rows = pending.get(t);
        return rows == null ? null : rows.get(ByteBuffer.wrap(key));
    }

    @Override
    public void begin() {
        ensureOpen();
        if (inTransaction) {
            throw new EngineException("rocksdb: a transaction is already open in this session");
        }
        batch.clear();
        inTransaction = true;
    }

    @Override
    public void commit() {
        ensureOpen();
        if (!inTransaction) {
            return;
        }
        try {
            if (batch.count() > 0) {
                db.write(writeOptions, batch);
            }
        } catch (RocksDBException e) {
            throw Errors.wrap("commit", e);
        } finally {
            endTransaction();
        }
    }

    @Override
    public void rollback() {
        ensureOpen();
        endTransaction();
    }

    private void rollbackQuietly() {
        if (inTransaction) {
            endTransaction();
        }
    }

    private void endTransaction() {
        inTransaction = false;
        batch.clear();
        pending.clear();
        locks.releaseAll();
    }

    void ensureOpen() {
        if (closed) {
            throw new EngineException("rocksdb: session is closed");
        }
        engine.ensureOpen();
    }

    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        inTransaction = false;
        pending.clear();
        try {
            locks.releaseAll();
        } catch (IllegalMonitorStateException e) {
            // engine close from another thread while this session was inside a transaction: locks die with it
        }
        for (int i = resources.size() - 1; i >= 0; i--) {
            try {
                resources.get(i).close();
            } catch (Exception e) {
                // closing native options cannot fail in practice; keep closing the rest
            }
        }
        resources.clear();
        batch.close();
        writeOptions.close();
        readOptions.close();
        engine.sessionClosed(this);
    }
}
