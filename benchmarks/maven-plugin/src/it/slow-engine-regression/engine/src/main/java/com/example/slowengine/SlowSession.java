package com.example.slowengine;

import io.storagebench.spi.EngineInterruptedException;
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

/** The delegate's session; its inserts pause after each call, every other shape is the delegate's own. */
final class SlowSession implements Session {
    private final Session delegate;
    private final long delayMillis;

    SlowSession(Session delegate, long delayMillis) {
        this.delegate = delegate;
        this.delayMillis = delayMillis;
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        Insert insert = delegate.prepare(spec);
        return rows -> {
            int inserted = insert.execute(rows);
            try {
                Thread.sleep(delayMillis);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new EngineInterruptedException("stopped during the insert delay");
            }
            return inserted;
        };
    }

    @Override
    public Lookup prepare(LookupSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public RangeRead prepare(RangeSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public Scan prepare(ScanSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public Update prepare(UpdateSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public Delete prepare(DeleteSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public DeleteOldest prepare(DeleteOldestSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public KeyBound prepare(KeyBoundSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public KvPut prepare(KvPutSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public KvGet prepare(KvGetSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public KvMultiGet prepare(KvMultiGetSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public KvScan prepare(KvScanSpec spec) {
        return delegate.prepare(spec);
    }

    @Override
    public void begin() {
        delegate.begin();
    }

    @Override
    public void commit() {
        delegate.commit();
    }

    @Override
    public void rollback() {
        delegate.rollback();
    }

    @Override
    public void close() {
        delegate.close();
    }
}
