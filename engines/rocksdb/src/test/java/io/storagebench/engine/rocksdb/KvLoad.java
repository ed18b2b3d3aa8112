package io.storagebench.engine.rocksdb;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Random;

/**
 * A db_bench-like key-value table for the maintenance tests: 16-byte keys (the key number big-endian, then zero
 * bytes) and values of random bytes, so a small write buffer flushes many times and the files hold many blocks.
 */
final class KvLoad {
    static final String TABLE = "kv";
    static final TableSpec SPEC = TableSpec.keyValue(TABLE, 16, 400);
    static final int VALUE_BYTES = 400;

    private KvLoad() {
    }

    static byte[] key(long n) {
        return ByteBuffer.allocate(16).putLong(n).array();
    }

    /** The value of key {@code n} written in {@code round}: random bytes that differ per round. */
    static byte[] value(long n, int round) {
        byte[] v = new byte[VALUE_BYTES];
        new Random(n * 31 + round).nextBytes(v);
        return v;
    }

    /** Puts keys {@code 0..n-1} with the values of {@code round}. */
    static void put(Session session, int n, int round) {
        KvPut put = session.prepare(new KvPutSpec(TABLE));
        for (long i = 0; i < n; i++) {
            put.execute(key(i), value(i, round));
        }
    }

    /** How many of keys {@code 0..n-1} read back with the values of {@code round}; gets every key. */
    static int matching(Session session, int n, int round) {
        return matching(session, 0, n, round);
    }

    /** How many of keys {@code from..to-1} read back with the values of {@code round}. */
    static int matching(Session session, int from, int to, int round) {
        KvGet get = session.prepare(new KvGetSpec(TABLE));
        ValueSink sink = new ValueSink();
        int matching = 0;
        for (long i = from; i < to; i++) {
            sink.value = null;
            if (get.execute(key(i), sink) && Arrays.equals(sink.value, value(i, round))) {
                matching++;
            }
        }
        return matching;
    }

    /** Keeps the bytes of the value delivered last. */
    private static final class ValueSink implements RowSink {
        byte[] value;

        @Override
        public void longValue(long v) {
            throw new AssertionError("a get delivers bytes");
        }

        @Override
        public void stringValue(String v) {
            throw new AssertionError("a get delivers bytes");
        }

        @Override
        public void bytesValue(byte[] bytes, int offset, int length) {
            value = Arrays.copyOfRange(bytes, offset, offset + length);
        }

        @Override
        public void endRow() {
        }
    }
}
