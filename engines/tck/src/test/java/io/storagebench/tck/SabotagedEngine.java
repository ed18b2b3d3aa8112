package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineIdentity;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.StorageStats;
import io.storagebench.spi.WatchTargets;
import io.storagebench.spi.op.*;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.reference.ReferenceEngine;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

/** The reference engine with one realistic bug, for proving that the conformance suite catches it. */
final class SabotagedEngine implements Engine {

    /** Bugs an engine author could plausibly write. */
    enum Bug {
        /** Range reads ignore {@code descending}. */
        DESCENDING_IGNORED,
        /** A lookup runs one query per key, so a key listed twice returns its row twice. */
        LOOKUP_REPEATS_DUPLICATE_KEYS,
        /** An update runs per key, so a key listed twice is added to twice. */
        UPDATE_APPLIES_DUPLICATE_KEYS_TWICE,
        /** deleteOldest deletes one row too few. */
        DELETE_OLDEST_ONE_SHORT,
        /** begin, commit and rollback do nothing: every write is autocommitted. */
        TRANSACTIONS_AUTOCOMMIT,
        /** SCAN is not declared, yet prepare accepts it. */
        PREPARES_UNDECLARED_SHAPES,
        /** storageStats never reports a size. */
        NO_SIZE,
        /** A reverse key-value scan starts below the start key even when the key exists. */
        REVERSE_SCAN_SKIPS_START,
        /** Range reads in index order come in no order (here: reversed), as if their ORDER BY were dropped. */
        INDEX_ORDER_LOST,
        /** reopen() comes back with empty tables, as an embedded engine that recovered nothing would. */
        REOPEN_LOSES_ROWS
    }

    private final ReferenceEngine delegate = new ReferenceEngine();
    private final Bug bug;
    private final Map<String, TableSpec> tables = new HashMap<>();

    SabotagedEngine(Bug bug) {
        this.bug = bug;
    }

    @Override
    public EngineIdentity identity() {
        return delegate.identity();
    }

    @Override
    public Set<Capability> capabilities() {
        Set<Capability> declared = EnumSet.copyOf(delegate.capabilities());
        if (bug == Bug.PREPARES_UNDECLARED_SHAPES) {
            declared.remove(Capability.SCAN);
        }
        return declared;
    }

    @Override
    public void createTable(TableSpec table) {
        delegate.createTable(table);
        tables.put(table.name(), table);
    }

    @Override
    public void dropTable(String table) {
        delegate.dropTable(table);
        tables.remove(table);
    }

    @Override
    public void createIndex(IndexSpec index) {
        delegate.createIndex(index);
    }

    @Override
    public Session openSession() {
        return new SabotagedSession(delegate.openSession());
    }

    @Override
    public void quiesce() {
        delegate.quiesce();
    }

    @Override
    public void reopen() {
        if (bug == Bug.REOPEN_LOSES_ROWS) {
            for (TableSpec table : tables.values()) {
                delegate.createTable(table);
            }
        }
    }

    @Override
    public StorageStats storageStats() {
        StorageStats stats = delegate.storageStats();
        return bug == Bug.NO_SIZE ? new StorageStats(OptionalLong.empty(), stats.counters()) : stats;
    }

    @Override
    public WatchTargets watchTargets() {
        return delegate.watchTargets();
    }

    @Override
    public void close() {
        delegate.close();
    }

    private final class SabotagedSession implements Session {
        private final Session d;

        SabotagedSession(Session delegate) {
            this.d = delegate;
        }

        @Override
        public Insert prepare(InsertSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public Lookup prepare(LookupSpec spec) {
            Lookup lookup = d.prepare(spec);
            if (bug != Bug.LOOKUP_REPEATS_DUPLICATE_KEYS) {
                return lookup;
            }
            return (keys, count, sink) -> {
                int rows = 0;
                for (int i = 0; i < count; i++) {
                    rows += lookup.execute(new long[] {keys[i]}, 1, sink);
                }
                return rows;
            };
        }

        @Override
        public RangeRead prepare(RangeSpec s) {
            if (bug == Bug.DESCENDING_IGNORED && s.descending()) {
                return d.prepare(new RangeSpec(s.table(), s.index(), s.lower(), s.upper(), false, s.limit(),
                        s.projection(), s.aggregate(), s.aggregateColumn(), s.orderBy(), s.distinct(), s.order()));
            }
            if (bug == Bug.INDEX_ORDER_LOST && s.order() == RowOrder.INDEX) {
                RangeRead range = d.prepare(s);
                return (lo, hi, sink) -> {
                    CollectingSink all = new CollectingSink();
                    int n = range.execute(lo, hi, all);
                    for (int i = all.rows().size() - 1; i >= 0; i--) {
                        deliver(all.rows().get(i), sink);
                    }
                    return n;
                };
            }
            return d.prepare(s);
        }

        @Override
        public Scan prepare(ScanSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public Update prepare(UpdateSpec spec) {
            Update update = d.prepare(spec);
            if (bug != Bug.UPDATE_APPLIES_DUPLICATE_KEYS_TWICE) {
                return update;
            }
            return (keys, count, value) -> {
                int rows = 0;
                for (int i = 0; i < count; i++) {
                    rows += update.execute(new long[] {keys[i]}, 1, value);
                }
                return rows;
            };
        }

        @Override
        public Delete prepare(DeleteSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public DeleteOldest prepare(DeleteOldestSpec spec) {
            DeleteOldest deleteOldest = d.prepare(spec);
            return bug != Bug.DELETE_OLDEST_ONE_SHORT ? deleteOldest
                    : (fromKey, n) -> deleteOldest.execute(fromKey, Math.max(0, n - 1));
        }

        @Override
        public KeyBound prepare(KeyBoundSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public KvPut prepare(KvPutSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public KvGet prepare(KvGetSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public KvMultiGet prepare(KvMultiGetSpec spec) {
            return d.prepare(spec);
        }

        @Override
        public KvScan prepare(KvScanSpec spec) {
            KvScan scan = d.prepare(spec);
            if (bug != Bug.REVERSE_SCAN_SKIPS_START || !spec.reverse()) {
                return scan;
            }
            return (start, limit, sink) -> {
                CollectingSink all = new CollectingSink();
                scan.execute(start, limit + 1, all);
                List<List<Object>> rows = all.rows().stream()
                        .filter(r -> !Arrays.equals((byte[]) r.get(0), start)).limit(limit).toList();
                rows.forEach(r -> deliver(r, sink));
                return rows.size();
            };
        }

        @Override
        public void begin() {
            if (bug != Bug.TRANSACTIONS_AUTOCOMMIT) {
                d.begin();
            }
        }

        @Override
        public void commit() {
            if (bug != Bug.TRANSACTIONS_AUTOCOMMIT) {
                d.commit();
            }
        }

        @Override
        public void rollback() {
            if (bug != Bug.TRANSACTIONS_AUTOCOMMIT) {
                d.rollback();
            }
        }

        @Override
        public void close() {
            d.close();
        }

        /** Hands on a row a {@link CollectingSink} without types kept: Long, String or byte[] values. */
        private static void deliver(List<Object> row, RowSink sink) {
            for (Object v : row) {
                if (v instanceof Long l) {
                    sink.longValue(l);
                } else if (v instanceof byte[] b) {
                    sink.bytesValue(b, 0, b.length);
                } else {
                    sink.stringValue((String) v);
                }
            }
            sink.endRow();
        }
    }
}
