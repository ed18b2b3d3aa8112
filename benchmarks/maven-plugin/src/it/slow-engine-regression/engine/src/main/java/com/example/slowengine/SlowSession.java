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
import java.util.concurrent.locks.LockSupport;

/**
 * The delegate's session, but its insert calls start on a schedule: one every {@code periodNanos}, as long as the
 * delegate keeps up. The schedule, not the moment a late call started, sets the next start, so a call that started
 * late (the machine was busy) is followed by ones that wait less, and the rate over a run is the period's. Every
 * other shape is the delegate's own.
 */
final class SlowSession implements Session {
    /** Further behind the schedule than this, the schedule starts again from now rather than catch up in a burst. */
    private static final long MAX_BEHIND_NANOS = 1_000_000_000L;

    private final Session delegate;
    private final long periodNanos;
    private long nextStart;
    private boolean started;

    SlowSession(Session delegate, long periodNanos) {
        this.delegate = delegate;
        this.periodNanos = periodNanos;
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        Insert insert = delegate.prepare(spec);
        return rows -> {
            waitForTurn();
            return insert.execute(rows);
        };
    }

    private void waitForTurn() {
        if (periodNanos == 0) {
            return;
        }
        long now = System.nanoTime();
        if (!started || now - nextStart > MAX_BEHIND_NANOS) {
            nextStart = now;
            started = true;
        }
        long turn = nextStart;
        nextStart += periodNanos;
        for (long wait = turn - now; wait > 0; wait = turn - System.nanoTime()) {
            LockSupport.parkNanos(wait);
            if (Thread.interrupted()) {
                Thread.currentThread().interrupt();
                throw new EngineInterruptedException("stopped while waiting for the insert's turn");
            }
        }
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
