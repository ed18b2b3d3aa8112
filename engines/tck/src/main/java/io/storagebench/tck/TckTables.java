package io.storagebench.tck;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.TreeMap;

/**
 * The tables the suite creates and the deterministic data it loads: an Insert Benchmark purchases table (odd keys,
 * so even keys probe gaps; negative and extreme prices; every seventh row repeats its predecessor's values, so index
 * entries tie on all index columns and order by primary key), a sysbench table (dense keys, many duplicate k and c)
 * and a key-value space (keys of 1..12 bytes over the whole byte range, with prefixes of one another).
 */
final class TckTables {
    static final String PURCHASES = "tck_pi1";
    static final String AUTOINC = "tck_autoinc";
    static final String SBTEST = "tck_sbtest1";
    static final String KV = "tck_kv";

    static final int PURCHASE_ROWS = 1200;
    static final int SBTEST_ROWS = 1000;
    static final int KV_ENTRIES = 300;
    static final long BASE_TIME = 1_700_000_000L;

    static final List<String> PURCHASE_COLUMNS =
            List.of("transactionid", "dateandtime", "cashregisterid", "customerid", "productid", "price", "data");
    static final List<String> SBTEST_COLUMNS = List.of("id", "k", "c", "pad");

    static final IndexSpec MARKET = new IndexSpec("tck_pi1_marketsegment", PURCHASES,
            List.of("productid", "customerid", "price"));
    static final IndexSpec REGISTER = new IndexSpec("tck_pi1_registersegment", PURCHASES,
            List.of("cashregisterid", "customerid", "price"));
    static final IndexSpec PDC = new IndexSpec("tck_pi1_pdc", PURCHASES,
            List.of("price", "dateandtime", "customerid"));
    static final IndexSpec SBTEST_K = new IndexSpec("tck_sbtest1_k", SBTEST, List.of("k"));

    static final TableSpec SBTEST_SPEC = new TableSpec(SBTEST, List.of(
            ColumnSpec.of("id", ColumnType.INT), ColumnSpec.of("k", ColumnType.INT),
            ColumnSpec.of("c", ColumnType.CHAR, 120), ColumnSpec.of("pad", ColumnType.CHAR, 60)), "id", false);
    static final TableSpec KV_SPEC = TableSpec.keyValue(KV, 16, 200);

    private static final String TEXT = "abcdefghijklmnopqrstuvwxyz0123456789 ABCXYZ\u00e9\u00df\u20ac";
    private static final String[] C_POOL = cPool();

    private TckTables() {
    }

    /** The Insert Benchmark table: transactionid BIGINT primary key, the three indexes in {@link #MARKET} etc. */
    static TableSpec purchases(String name, boolean autoIncrement) {
        return new TableSpec(name, List.of(
                ColumnSpec.of("transactionid", ColumnType.BIGINT), ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP),
                ColumnSpec.of("cashregisterid", ColumnType.INT), ColumnSpec.of("customerid", ColumnType.INT),
                ColumnSpec.of("productid", ColumnType.INT), ColumnSpec.of("price", ColumnType.INT),
                ColumnSpec.of("data", ColumnType.VARCHAR, 4000)), "transactionid", autoIncrement);
    }

    /** Purchase rows {@code from..from+n-1} with every column of {@link #PURCHASE_COLUMNS}; row i has key 2i+1. */
    static List<Object[]> purchases(int from, int n) {
        List<Object[]> rows = new ArrayList<>(n);
        for (int i = from; i < from + n; i++) {
            Object[] values = purchaseValues(i);
            Object[] row = new Object[values.length + 1];
            row[0] = 2L * i + 1;
            System.arraycopy(values, 0, row, 1, values.length);
            rows.add(row);
        }
        return rows;
    }

    /** The non-key values of purchase row i: dateandtime, cashregisterid, customerid, productid, price, data. */
    static Object[] purchaseValues(int i) {
        if (i % 7 == 3) {
            return purchaseValues(i - 1);
        }
        Random rnd = random(i);
        int price = i % 500 == 100 ? Integer.MAX_VALUE : i % 500 == 200 ? Integer.MIN_VALUE : rnd.nextInt(60) - 10;
        return new Object[] {BASE_TIME + i / 3, rnd.nextInt(20), rnd.nextInt(12) - 2, rnd.nextInt(40), price,
            text(rnd, rnd.nextInt(61))};
    }

    /** Sysbench rows with ids {@code from..from+n-1}: id, k, c, pad. */
    static List<Object[]> sbtest(int from, int n) {
        List<Object[]> rows = new ArrayList<>(n);
        for (int id = from; id < from + n; id++) {
            Random rnd = random(1_000_000 + id);
            rows.add(new Object[] {id, rnd.nextInt(SBTEST_ROWS / 2) + 1, C_POOL[rnd.nextInt(C_POOL.length)],
                sysbenchText(rnd, 60)});
        }
        return rows;
    }

    /** A sysbench c value: digits with a hyphen at every twelfth position, exactly 120 characters. */
    static String cValue(long seed) {
        return sysbenchText(new Random(seed), 120);
    }

    /** Key-value entries ({key, value}) in load order; keys unique. */
    static List<byte[][]> kvEntries() {
        Random rnd = new Random(42);
        TreeMap<byte[], byte[]> seen = new TreeMap<>(Arrays::compareUnsigned);
        List<byte[][]> entries = new ArrayList<>();
        byte[][] special = {{0}, {0, 0}, {(byte) 0x7f}, {(byte) 0x80}, {(byte) 0xff}, {(byte) 0xff, (byte) 0xff}};
        for (byte[] key : special) {
            add(seen, entries, key, bytes(rnd, rnd.nextInt(101)));
        }
        while (entries.size() < KV_ENTRIES) {
            byte[] key;
            if (rnd.nextInt(6) == 0) {
                byte[] prefix = entries.get(rnd.nextInt(entries.size()))[0];
                key = Arrays.copyOf(prefix, Math.min(prefix.length + 1, 12));
                key[key.length - 1] = (byte) rnd.nextInt(256);
            } else {
                key = bytes(rnd, 1 + rnd.nextInt(12));
            }
            add(seen, entries, key, bytes(rnd, rnd.nextInt(101)));
        }
        return entries;
    }

    private static void add(TreeMap<byte[], byte[]> seen, List<byte[][]> entries, byte[] key, byte[] value) {
        if (seen.putIfAbsent(key, value) == null) {
            entries.add(new byte[][] {key, value});
        }
    }

    private static byte[] bytes(Random rnd, int n) {
        byte[] b = new byte[n];
        rnd.nextBytes(b);
        return b;
    }

    private static String text(Random rnd, int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(TEXT.charAt(rnd.nextInt(TEXT.length())));
        }
        return sb.toString();
    }

    /** Digits and hyphens at fixed positions: every collation orders such values alike. */
    private static String sysbenchText(Random rnd, int length) {
        StringBuilder sb = new StringBuilder(length);
        for (int i = 0; i < length; i++) {
            sb.append(i % 12 == 11 ? '-' : (char) ('0' + rnd.nextInt(10)));
        }
        return sb.toString();
    }

    private static String[] cPool() {
        String[] pool = new String[SBTEST_ROWS / 3];
        for (int i = 0; i < pool.length; i++) {
            pool[i] = cValue(7_000_000 + i);
        }
        return pool;
    }

    private static Random random(long i) {
        return new Random(i * 0x9E3779B97F4A7C15L + 12345);
    }
}
