package io.storagebench.engine.rocksdb;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvMultiGet;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvScan;
import java.util.List;
import org.rocksdb.RocksDBException;
import org.rocksdb.RocksIterator;

/**
 * The db_bench-style shapes on a key-value space ({@code TableSpec.keyValue}): the key is the row key as given,
 * the value is stored raw, so these are plain RocksDB puts, gets, multiGets and iterator scans.
 */
final class KvOps {
    private KvOps() {
    }

    /** The key-value space of that name; puts refuse spaces with secondary indexes, which they would not maintain. */
    static TableState space(RocksDbSession s, String name, boolean write) {
        TableState t = s.table(name);
        if (!t.keyValue) {
            throw new EngineException("rocksdb: " + name + " is not a key-value space (TableSpec.keyValue)");
        }
        if (write && !t.indexes().isEmpty()) {
            throw new EngineException("rocksdb: key-value puts do not maintain the secondary indexes of " + name);
        }
        return t;
    }

    /** Put: a direct {@code db.put} in autocommit, a batch entry inside a transaction. */
    static final class Put implements KvPut {
        private final RocksDbSession s;
        private final TableState t;

        Put(RocksDbSession s, TableState t) {
            this.s = s;
            this.t = t;
        }

        @Override
        public void execute(byte[] key, byte[] value) {
            t.ensureLive();
            if (s.inTransaction()) {
                s.write("put into " + t.name(), () -> {
                    s.batch.put(t.rows, key, value);
                    return 1;
                });
                return;
            }
            s.ensureOpen();
            try {
                s.db.put(t.rows, s.writeOptions, key, value);
            } catch (RocksDBException e) {
                throw Errors.wrap("put into " + t.name(), e);
            }
        }
    }

    /** Get into the session's reusable value buffer. */
    static final class Get implements KvGet {
        private final RocksDbSession s;
        private final TableState t;

        Get(RocksDbSession s, TableState t) {
            this.s = s;
            this.t = t;
        }

        @Override
        public boolean execute(byte[] key, RowSink sink) {
            s.ensureOpen();
            t.ensureLive();
            try {
                int length = s.reader.get(t.rows, key);
                if (length < 0) {
                    return false;
                }
                sink.bytesValue(s.reader.value(), 0, length);
                sink.endRow();
                return true;
            } catch (RocksDBException e) {
                throw Errors.wrap("get from " + t.name(), e);
            }
        }
    }

    /** Batched {@code multiGetAsList}; delivers (key, value) of the keys that exist, in key-list order. */
    static final class MultiGet implements KvMultiGet {
        private final RocksDbSession s;
        private final TableState t;

        MultiGet(RocksDbSession s, TableState t) {
            this.s = s;
            this.t = t;
        }

        @Override
        public int execute(byte[][] keys, int count, RowSink sink) {
            s.ensureOpen();
            t.ensureLive();
            if (count == 0) {
                return 0;
            }
            try {
                List<byte[]> values = s.reader.multiGet(t.rows, keys, count);
                int found = 0;
                for (int i = 0; i < count; i++) {
                    byte[] v = values.get(i);
                    if (v != null) {
                        sink.bytesValue(keys[i], 0, keys[i].length);
                        sink.bytesValue(v, 0, v.length);
                        sink.endRow();
                        found++;
                    }
                }
                return found;
            } catch (RocksDBException e) {
                throw Errors.wrap("multiGet from " + t.name(), e);
            }
        }
    }

    /** Forward ({@code seek}, {@code next}) or reverse ({@code seekForPrev}, {@code prev}) scan of (key, value). */
    static final class ScanOp implements KvScan {
        private final RocksDbSession s;
        private final TableState t;
        private final boolean reverse;
        private final IteratorBuffers buffers = new IteratorBuffers();

        ScanOp(RocksDbSession s, TableState t, boolean reverse) {
            this.s = s;
            this.t = t;
            this.reverse = reverse;
        }

        @Override
        public int execute(byte[] start, int limit, RowSink sink) {
            s.ensureOpen();
            t.ensureLive();
            int rows = 0;
            try (RocksIterator it = s.db.newIterator(t.rows, s.readOptions)) {
                if (reverse) {
                    it.seekForPrev(start);
                } else {
                    it.seek(start);
                }
                while (rows < limit && it.isValid()) {
                    int keyLength = buffers.key(it);
                    int valueLength = buffers.value(it);
                    sink.bytesValue(buffers.key, 0, keyLength);
                    sink.bytesValue(buffers.value, 0, valueLength);
                    sink.endRow();
                    rows++;
                    if (reverse) {
                        it.prev();
                    } else {
                        it.next();
                    }
                }
                it.status();
            } catch (RocksDBException e) {
                throw Errors.wrap("scan of " + t.name(), e);
            }
            return rows;
        }
    }
}
