package io.storagebench.jmh;

import io.storagebench.engine.rocksdb.ReadOnlyDatabase;
import io.storagebench.engine.rocksdb.RocksDbEngineProvider;
import io.storagebench.engine.rocksdb.codec.Bytes;
import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.engine.rocksdb.codec.RowCodec;
import io.storagebench.engine.rocksdb.codec.RowView;
import io.storagebench.spi.DirectoryTrees;
import io.storagebench.spi.Engine;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.rocksdb.ColumnFamilyHandle;
import org.rocksdb.ReadOptions;
import org.rocksdb.RocksDBException;

/**
 * What the engine SPI adds to a RocksDB point read: a primary-key {@link Lookup} through the {@code rocksdb} engine
 * against plain RocksJava calls on the same SST files, one thread, every read a block-cache hit. The goal is SPI
 * throughput at least 0.95 of raw.
 *
 * <p>The data: {@link SbtestTable} ({@code rows} sysbench-like rows, 8-byte keys, 184-byte values) loaded through the
 * engine once per trial and quiesced; the raw side is {@link ReadOnlyDatabase}, the engine's directory opened
 * read-only through the engine's own open path, so with the options the engine builds. Setup then reads every row once through each (so the caches hold every
 * block) and checks, for a sample of keys, that the raw value is the engine's encoding of what the SPI delivered.
 *
 * <p>Kept equal on both sides: the keys (one precomputed uniform sequence, drawn the same way), the key encoding
 * (done per call on both sides, as the engine must), one reused {@link ReadOptions} each, and consumption (the SPI's
 * rows go value by value into a {@link Blackhole} through {@link BlackholeSink}; a raw value is consumed as its
 * array and length). What is not equal is the point: the SPI's sorting, de-duplication, decoding and delivery of
 * every projected column, and whatever RocksJava calls the engine chooses.
 *
 * <ul>
 *   <li>{@code oneKey*}: {@code SELECT id, k, c, pad WHERE id = ?} against {@code get(cf, ReadOptions, key, buffer)}.
 *   <li>{@code tenKeys*}: the Insert Benchmark's point query, {@code WHERE id IN} 10 keys, against one
 *       {@code multiGetAsList} of 10 keys.
 *   <li>{@code oneKeyRawMultiGet}: diagnostic, a raw {@code multiGetAsList} of one key: the call the engine makes for a
 *       one-key lookup, so the gap between the two {@code oneKey} scores can be split into call choice and SPI work.
 * </ul>
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 3)
public class RocksDbPointReadBenchmark {
    /** Block cache of both sides: far more than the table's blocks, so every read is a hit. */
    static final long CACHE_BYTES = 1L << 30;
    /** Keys per IN-list query (the Insert Benchmark's --rows_per_query). */
    static final int IN_LIST = 10;
    /** Precomputed key draws, cycled; a power of two. */
    private static final int DRAWS = 1 << 20;
    private static final long SEED = 42;
    private static final int WARM_BATCH = 1000;
    private static final int CROSS_CHECKS = 1000;

    /** Rows in the table. */
    @Param("1000000")
    public int rows;

    private Path dir;
    private Engine engine;
    private Session session;
    private Lookup lookup;
    private ReadOnlyDatabase raw;
    private ColumnFamilyHandle rowFamily;
    private ReadOptions readOptions;
    private long[] draws;
    private int next;
    private final long[] oneKey = new long[1];
    private final long[] tenKeys = new long[IN_LIST];
    private final BlackholeSink sink = new BlackholeSink();
    private final byte[] key = new byte[KeyCodec.LONG_KEY_BYTES];
    private final byte[] value = new byte[256];
    private final List<byte[]> oneKeyList = new ArrayList<>();
    private final List<ColumnFamilyHandle> oneFamilyList = new ArrayList<>();
    private final List<byte[]> tenKeyList = new ArrayList<>();
    private final List<ColumnFamilyHandle> tenFamilyList = new ArrayList<>();
    private long engineMissesAfterWarmup;
    private long rawMissesAfterWarmup;

    @Setup(Level.Trial)
    public void setUp() throws IOException, RocksDBException {
        dir = Files.createTempDirectory("storagebench-jmh-rocksdb-");
        EngineConfig config = new EngineConfig(dir, CACHE_BYTES, Map.of());
        engine = new RocksDbEngineProvider().open(config);
        SbtestTable.load(engine, rows, SEED);
        engine.quiesce();
        session = engine.openSession();
        lookup = session.prepare(LookupSpec.byPrimaryKey(SbtestTable.NAME, SbtestTable.ALL_COLUMNS));
        raw = ReadOnlyDatabase.open(config);
        rowFamily = raw.rows(SbtestTable.NAME);
        readOptions = new ReadOptions();
        oneKeyList.add(key);
        oneFamilyList.add(rowFamily);
        for (int i = 0; i < IN_LIST; i++) {
            tenKeyList.add(new byte[KeyCodec.LONG_KEY_BYTES]);
            tenFamilyList.add(rowFamily);
        }
        SplittableRandom random = new SplittableRandom(SEED + 1);
        draws = new long[DRAWS + IN_LIST];
        for (int i = 0; i < draws.length; i++) {
            draws[i] = 1 + random.nextInt(rows);
        }
        readEveryRowOnce();
        crossCheck(random);
        engineMissesAfterWarmup = engineMisses();
        rawMissesAfterWarmup = raw.blockCacheMisses();
    }

    @TearDown(Level.Trial)
    public void tearDown() throws IOException {
        try {
            System.out.println("block-cache misses after setup's full read (expected 0): engine "
                    + (engineMisses() - engineMissesAfterWarmup) + ", raw "
                    + (raw.blockCacheMisses() - rawMissesAfterWarmup));
        } finally {
            readOptions.close();
            raw.close();
            session.close();
            engine.close();
            DirectoryTrees.delete(dir);
        }
    }

    @Benchmark
    public int oneKeySpiLookup(Blackhole bh) {
        oneKey[0] = nextKey();
        sink.use(bh);
        int found = lookup.execute(oneKey, 1, sink);
        if (found != 1) {
            throw missing(oneKey[0]);
        }
        return found;
    }

    @Benchmark
    public int oneKeyRawGet(Blackhole bh) throws RocksDBException {
        long k = nextKey();
        KeyCodec.putKeyLong(key, 0, k);
        int n = raw.db().get(rowFamily, readOptions, key, value);
        if (n < 0 || n > value.length) {
            throw missing(k);
        }
        bh.consume(value);
        bh.consume(n);
        return 1;
    }

    @Benchmark
    public int oneKeyRawMultiGet(Blackhole bh) throws RocksDBException {
        long k = nextKey();
        KeyCodec.putKeyLong(key, 0, k);
        byte[] v = raw.db().multiGetAsList(readOptions, oneFamilyList, oneKeyList).get(0);
        if (v == null) {
            throw missing(k);
        }
        bh.consume(v);
        bh.consume(v.length);
        return 1;
    }

    @Benchmark
    public int tenKeysSpiLookup(Blackhole bh) {
        nextKeys(tenKeys);
        sink.use(bh);
        int found = lookup.execute(tenKeys, IN_LIST, sink);
        if (found == 0) {
            throw missing(tenKeys[0]);
        }
        return found;
    }

    @Benchmark
    public int tenKeysRawMultiGet(Blackhole bh) throws RocksDBException {
        nextKeys(tenKeys);
        for (int i = 0; i < IN_LIST; i++) {
            KeyCodec.putKeyLong(tenKeyList.get(i), 0, tenKeys[i]);
        }
        List<byte[]> values = raw.db().multiGetAsList(readOptions, tenFamilyList, tenKeyList);
        int found = 0;
        for (int i = 0; i < IN_LIST; i++) {
            byte[] v = values.get(i);
            if (v != null) {
                bh.consume(v);
                bh.consume(v.length);
                found++;
            }
        }
        if (found == 0) {
            throw missing(tenKeys[0]);
        }
        return found;
    }

    private long nextKey() {
        return draws[next++ & (DRAWS - 1)];
    }

    private void nextKeys(long[] into) {
        int from = next & (DRAWS - 1);
        next += into.length;
        System.arraycopy(draws, from, into, 0, into.length);
    }

    private static IllegalStateException missing(long k) {
        return new IllegalStateException("key " + k + " was not found: the table is not what setup loaded");
    }

    /** Every row once through each side, so both block caches hold every data, index and filter block. */
    private void readEveryRowOnce() throws RocksDBException {
        long[] batch = new long[WARM_BATCH];
        for (long first = 1; first <= rows; first += WARM_BATCH) {
            int n = (int) Math.min(WARM_BATCH, rows - first + 1);
            List<byte[]> keys = new ArrayList<>(n);
            for (int i = 0; i < n; i++) {
                batch[i] = first + i;
                keys.add(KeyCodec.longKey(first + i));
            }
            if (lookup.execute(batch, n, RowSink.DISCARD) != n) {
                throw new IllegalStateException("the engine lacks rows from key " + first);
            }
            List<byte[]> values = raw.db().multiGetAsList(readOptions, Collections.nCopies(n, rowFamily), keys);
            if (values.contains(null)) {
                throw new IllegalStateException("the read-only copy lacks rows from key " + first);
            }
        }
    }

    /** For a sample of keys, the raw value must be the engine's encoding of the row the SPI delivers. */
    private void crossCheck(SplittableRandom random) throws RocksDBException {
        RowCodec codec = new RowCodec(SbtestTable.SPEC);
        RowView view = new RowView(SbtestTable.SPEC.columns().size());
        Bytes expected = new Bytes(256);
        RowCapture capture = new RowCapture();
        for (int i = 0; i < CROSS_CHECKS; i++) {
            long k = 1 + random.nextInt(rows);
            capture.values.clear();
            oneKey[0] = k;
            lookup.execute(oneKey, 1, capture);
            for (int c = 0; c < capture.values.size(); c++) {
                view.set(c, SbtestTable.SPEC.columns().get(c), capture.values.get(c));
            }
            codec.encodeValue(view, expected.clear());
            KeyCodec.putKeyLong(key, 0, k);
            int n = raw.db().get(rowFamily, readOptions, key, value);
            if ((long) capture.values.get(0) != k
                    || !Arrays.equals(value, 0, Math.max(n, 0), expected.array(), 0, expected.length())) {
                throw new IllegalStateException("key " + k + ": the raw value differs from the SPI's row");
            }
        }
    }

    /** Collects one row's delivered values (Long or byte[]) in projection order. */
    private static final class RowCapture implements RowSink {
        final List<Object> values = new ArrayList<>();

        @Override
        public void longValue(long v) {
            values.add(v);
        }

        @Override
        public void stringValue(String v) {
            values.add(v);
        }

        @Override
        public void bytesValue(byte[] v, int offset, int length) {
            values.add(Arrays.copyOfRange(v, offset, offset + length));
        }

        @Override
        public void endRow() {
        }
    }

    private long engineMisses() {
        Double misses = engine.storageStats().counters().get("rocksdb.block.cache.miss");
        return misses == null ? -1 : misses.longValue();
    }
}
