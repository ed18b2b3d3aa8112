package ${package};

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

/**
 * One worker thread's session: {@code prepare} resolves the table and the projection once, and the prepared handle
 * goes straight to the map on every execute. Shapes of undeclared capabilities (scans, updates, secondary indexes,
 * aggregates, transactions) are refused by {@link Session}'s defaults or here. Every execute is its own transaction.
 */
final class ${enginePrefix}Session implements Session {
    private final ${enginePrefix}Engine engine;

    ${enginePrefix}Session(${enginePrefix}Engine engine) {
        this.engine = engine;
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        return engine.table(spec.table()).insert(spec.columns());
    }

    @Override
    public Lookup prepare(LookupSpec spec) {
        if (spec.index() != null) {
            throw undeclared(Capability.LOOKUP_SECONDARY, spec);
        }
        RowTable table = engine.table(spec.table());
        int[] projection = table.positions(spec.projection());
        return (keys, count, sink) -> table.lookup(keys, count, projection, sink);
    }

    @Override
    public RangeRead prepare(RangeSpec spec) {
        if (spec.index() != null) {
            throw undeclared(Capability.RANGE_SECONDARY, spec);
        }
        if (spec.aggregate() != Aggregate.NONE || spec.orderBy() != null || spec.distinct()) {
            throw undeclared(Capability.RANGE_AGGREGATE, spec);
        }
        RowTable table = engine.table(spec.table());
        int[] projection = table.positions(spec.projection());
        // Rows come in key order, which satisfies every RowOrder a range may ask for.
        return (lo, hi, sink) -> table.range(spec.lower(), lo, spec.upper(), hi, spec.descending(), spec.limit(),
                projection, sink);
    }

    @Override
    public Delete prepare(DeleteSpec spec) {
        return engine.table(spec.table())::delete;
    }

    @Override
    public DeleteOldest prepare(DeleteOldestSpec spec) {
        return engine.table(spec.table())::deleteOldest;
    }

    @Override
    public KeyBound prepare(KeyBoundSpec spec) {
        RowTable table = engine.table(spec.table());
        return () -> table.bound(spec.which());
    }

    @Override
    public KvPut prepare(KvPutSpec spec) {
        return engine.space(spec.space())::put;
    }

    @Override
    public KvGet prepare(KvGetSpec spec) {
        return engine.space(spec.space())::get;
    }

    @Override
    public KvMultiGet prepare(KvMultiGetSpec spec) {
        return engine.space(spec.space())::multiGet;
    }

    @Override
    public KvScan prepare(KvScanSpec spec) {
        KvSpace space = engine.space(spec.space());
        return (start, limit, sink) -> space.scan(start, spec.reverse(), limit, sink);
    }

    /** A session holds nothing of its own: every execute goes to the engine's maps. */
    @Override
    public void close() {
    }

    private static UnsupportedShapeException undeclared(Capability capability, Record spec) {
        return new UnsupportedShapeException("the ${engineName} engine does not declare " + capability + ": " + spec);
    }
}
