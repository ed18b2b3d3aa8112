package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvGetSpec;
import io.storagebench.spi.op.KvMultiGetSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.schema.ColumnType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * The key-value shapes: Get, MultiGet in key-list order, forward and reverse scans in unsigned lexicographic byte
 * order (bytes 0x80..0xff sort after 0x00..0x7f; a key sorts before its extensions), Put overwriting, and caller
 * arrays reused after execute.
 */
abstract class KeyValueChecks extends ConformanceCase {
    private static final List<ColumnType> VALUE = List.of(ColumnType.BINARY);
    private static final List<ColumnType> KEY_VALUE = List.of(ColumnType.BINARY, ColumnType.BINARY);

    private List<byte[][]> entries;

    @BeforeEach
    void load() {
        fx.loadKv();
        entries = TckTables.kvEntries();
    }

    @Test
    @DisplayName("get returns the value of every key, and nothing for keys that are not there")
    void get() {
        var get = fx.prepare(s -> s.prepare(new KvGetSpec(TckTables.KV)));
        for (byte[][] e : entries) {
            get(get, e[0]);
        }
        for (byte[] probe : probes()) {
            get(get, probe);
        }
    }

    @Test
    @DisplayName("multiGet returns key and value of the keys found, in key-list order")
    void multiGet() {
        var multiGet = fx.prepare(s -> s.prepare(new KvMultiGetSpec(TckTables.KV)));
        List<byte[]> keys = new ArrayList<>();
        List<byte[]> probes = probes();
        for (int i = 0; i < 40; i++) {
            keys.add(entries.get(entries.size() - 1 - 5 * i)[0]);
            keys.add(probes.get(i));
        }
        byte[][] list = keys.toArray(new byte[0][]);
        for (int count : new int[] {list.length, 1, 0, 17}) {
            fx.read("multiGet of the first " + count + " of " + list.length + " keys", multiGet, KEY_VALUE,
                    RowComparison.exact(), (op, sink) -> op.execute(list, count, sink));
        }
    }

    @Test
    @DisplayName("forward scans: keys >= start, ascending, unsigned byte order, up to limit")
    void forwardScans() {
        scans(false);
    }

    @Test
    @DisplayName("reverse scans: keys <= start, descending, unsigned byte order, up to limit")
    void reverseScans() {
        scans(true);
    }

    @Test
    @DisplayName("put inserts and overwrites; the engine keeps no reference to the caller's arrays")
    void putOverwrites() {
        var put = fx.prepare(s -> s.prepare(new KvPutSpec(TckTables.KV)));
        var get = fx.prepare(s -> s.prepare(new KvGetSpec(TckTables.KV)));
        byte[] key = {(byte) 0x80, 0, 1};
        byte[] value = {1, 2, 3};
        put.actual().execute(key, value);
        put.expected().execute(key, value);
        byte[] second = {4, 5, 6, 7};
        put.actual().execute(key, second);
        put.expected().execute(key, second);
        byte[] existing = entries.get(0)[0].clone();
        put.actual().execute(existing, value);
        put.expected().execute(existing, value);
        Arrays.fill(second, (byte) 9);
        Arrays.fill(value, (byte) 9);
        get(get, new byte[] {(byte) 0x80, 0, 1});
        get(get, entries.get(0)[0]);
        Arrays.fill(key, (byte) 9);
        Arrays.fill(existing, (byte) 9);
        fx.assertSameContents(TckTables.KV);
    }

    private void scans(boolean reverse) {
        var scan = fx.prepare(s -> s.prepare(new KvScanSpec(TckTables.KV, reverse)));
        List<byte[]> starts = new ArrayList<>(probes());
        for (int i = 0; i < entries.size(); i += 15) {
            starts.add(entries.get(i)[0]);
        }
        starts.addAll(List.of(new byte[0], new byte[] {0}, new byte[] {(byte) 0x7f, (byte) 0xff},
                new byte[] {(byte) 0x80}, new byte[] {(byte) 0xff, (byte) 0xff, (byte) 0xff}));
        for (byte[] start : starts) {
            for (int limit : new int[] {1, 5, 1000}) {
                scan(scan, reverse, start, limit);
            }
        }
    }

    private void scan(Fixture.Pair<KvScan> scan, boolean reverse, byte[] start, int limit) {
        fx.read((reverse ? "reverse" : "forward") + " scan from " + RowComparison.hex(start) + " limit " + limit,
                scan, KEY_VALUE, RowComparison.exact(), (op, sink) -> op.execute(start, limit, sink));
    }

    /** A hit counts as one row: the engine must return true exactly when it delivered the value. */
    private void get(Fixture.Pair<KvGet> get, byte[] key) {
        fx.read("get(" + RowComparison.hex(key) + ")", get, VALUE, RowComparison.exact(),
                (op, sink) -> op.execute(key, sink) ? 1 : 0);
    }

    /** Keys near the stored ones that are mostly not there: truncations, extensions, random bytes. */
    private List<byte[]> probes() {
        Random rnd = new Random(7);
        List<byte[]> probes = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            byte[] key = entries.get(rnd.nextInt(entries.size()))[0];
            probes.add(switch (i % 3) {
                case 0 -> Arrays.copyOf(key, key.length + 1);
                case 1 -> key.length > 1 ? Arrays.copyOf(key, key.length - 1) : new byte[] {(byte) (key[0] ^ 1)};
                default -> {
                    byte[] b = new byte[1 + rnd.nextInt(12)];
                    rnd.nextBytes(b);
                    yield b;
                }
            });
        }
        return probes;
    }
}
