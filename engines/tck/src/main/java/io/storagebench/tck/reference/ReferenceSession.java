package io.storagebench.tck.reference;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Session;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.op.Aggregate;
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
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

/**
 * A session of the {@link ReferenceEngine}. Refuses shapes its engine does not declare, detects use by two threads
 * at once (a harness bug the SPI forbids), and buffers writes inside a transaction until commit.
 */
final class ReferenceSession implements Session {
    private final ReferenceEngine engine;
    private final AtomicReference<Thread> user = new AtomicReference<>();
    /** Writes buffered by the open transaction; null in autocommit. */
    private List<TableWrite> transaction;
    private volatile boolean closed;

    ReferenceSession(ReferenceEngine engine) {
        this.engine = engine;
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        require(Capability.INSERT, spec);
        return WriteOps.insert(this, spec);
    }

    @Override
    public Lookup prepare(LookupSpec spec) {
        require(spec.index() == null ? Capability.LOOKUP_PRIMARY : Capability.LOOKUP_SECONDARY, spec);
        return ReadOps.lookup(this, spec);
    }

    @Override
    public RangeRead prepare(RangeSpec spec) {
        require(spec.index() == null ? Capability.RANGE_PRIMARY : Capability.RANGE_SECONDARY, spec);
        if (spec.aggregate() != Aggregate.NONE || spec.orderBy() != null || spec.distinct()) {
            require(Capability.RANGE_AGGREGATE, spec);
        }
        return RangeOps.range(this, spec);
    }

    @Override
    public Scan prepare(ScanSpec spec) {
        require(Capability.SCAN, spec);
        return ReadOps.scan(this, spec);
    }

    @Override
    public Update prepare(UpdateSpec spec) {
        require(Capability.UPDATE, spec);
        return WriteOps.update(this, spec);
    }

    @Override
    public Delete prepare(DeleteSpec spec) {
        require(Capability.DELETE, spec);
        return WriteOps.delete(this, spec);
    }

    @Override
    public DeleteOldest prepare(DeleteOldestSpec spec) {
        require(Capability.DELETE_OLDEST, spec);
        return WriteOps.deleteOldest(this, spec);
    }

    @Override
    public KeyBound prepare(KeyBoundSpec spec) {
        require(Capability.KEY_BOUNDS, spec);
        return ReadOps.keyBound(this, spec);
    }

    @Override
    public KvPut prepare(KvPutSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.put(this, spec);
    }

    @Override
    public KvGet prepare(KvGetSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.get(this, spec);
    }

    @Override
    public KvMultiGet prepare(KvMultiGetSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.multiGet(this, spec);
    }

    @Override
    public KvScan prepare(KvScanSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.scan(this, spec);
    }

    @Override
    public void begin() {
        require(Capability.TRANSACTIONS, "transactions");
        execute(null, () -> {
            if (transaction != null) {
                throw new IllegalStateException("begin() inside a transaction");
            }
            transaction = new ArrayList<>();
            return null;
        });
    }

    @Override
    public void commit() {
        require(Capability.TRANSACTIONS, "transactions");
        execute(null, () -> {
            List<TableWrite> writes = endTransaction("commit()");
            return writes.isEmpty() ? 0 : engine.apply(writes);
        });
    }

    @Override
    public void rollback() {
        require(Capability.TRANSACTIONS, "transactions");
        execute(null, () -> endTransaction("rollback()"));
    }

    /** Discards an open transaction; safe to call twice. */
    @Override
    public void close() {
        closed = true;
        transaction = null;
    }

    ReferenceEngine engine() {
        return engine;
    }

    /**
     * Runs the body of an execute: checks that the session is open and used by one thread at a time, calls the hook
     * ({@code shape} null for transaction control), then the body.
     */
    <T> T execute(String shape, Supplier<T> body) {
        Thread me = Thread.currentThread();
        Thread other = user.compareAndExchange(null, me);
        if (other != null) {
            throw new IllegalStateException("session used by two threads at once: " + other.getName() + " and "
                    + me.getName() + "; the SPI requires one session per thread");
        }
        try {
            if (closed) {
                throw new IllegalStateException("session is closed");
            }
            engine.checkOpen();
            if (shape != null) {
                engine.hook().beforeExecute(shape);
            }
            return body.get();
        } finally {
            user.set(null);
        }
    }

    /** Applies a write now (autocommit), or checks and counts it now and buffers it until commit. */
    int write(TableWrite write) {
        if (transaction == null) {
            return engine.apply(List.of(write));
        }
        int rows = engine.dryRun(transaction, write);
        transaction.add(write);
        return rows;
    }

    private List<TableWrite> endTransaction(String what) {
        if (transaction == null) {
            throw new IllegalStateException(what + " without begin()");
        }
        List<TableWrite> writes = transaction;
        transaction = null;
        return writes;
    }

    private void require(Capability capability, Object what) {
        if (closed) {
            throw new IllegalStateException("session is closed");
        }
        engine.checkOpen();
        if (!engine.declares(capability)) {
            throw new UnsupportedShapeException("the reference engine was opened without " + capability + ": " + what);
        }
    }
}
