package io.storagebench.ibench;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Rows as iibench.py's generate_insert_rows makes them: uniform ids and price, one local-time timestamp per batch,
 * and {@code data} of 10..20 characters whose last floor(len x 0.75 x pct/100) characters are cut from a random
 * base64 pool and whose prefix is the letter {@code a} (so about 60-70% compresses away). One per worker thread.
 */
final class RowGenerator {
    private final SplittableRandom random;
    private final String pool;
    private final ZoneId zone = ZoneId.systemDefault();
    private final int dataMin;
    private final int dataMax;
    private final int randomPct;

    RowGenerator(long seed, String pool, int dataMin, int dataMax, int randomPct) {
        this.random = new SplittableRandom(seed);
        this.pool = pool;
        this.dataMin = dataMin;
        this.dataMax = dataMax;
        this.randomPct = randomPct;
    }

    /** The base64 pool, made once per run from seeded random bytes. */
    static String pool(long seed, int bytes) {
        byte[] raw = new byte[bytes];
        new SplittableRandom(seed ^ 0x5DEECE66DL).nextBytes(raw);
        return new String(Base64.getEncoder().encode(raw), StandardCharsets.US_ASCII);
    }

    /** A batch of {@code n} rows in {@link IbenchSchema#INSERT_COLUMNS} order, all with the same timestamp. */
    List<Object[]> batch(int n, long wallMillis) {
        Instant now = Instant.ofEpochMilli(wallMillis);
        // "timestamp without time zone" holding local time, as Python's time.localtime() gives iibench
        Long localSeconds = now.getEpochSecond() + zone.getRules().getOffset(now).getTotalSeconds();
        List<Object[]> rows = new ArrayList<>(n);
        for (int i = 0; i < n; i++) {
            rows.add(new Object[] {
                localSeconds,
                random.nextInt(Defaults.CASHREGISTERS),
                random.nextInt(Defaults.CUSTOMERS),
                random.nextInt(Defaults.PRODUCTS),
                random.nextInt(Defaults.MAX_PRICE),
                data()
            });
        }
        return rows;
    }

    String data() {
        int len = dataMin + random.nextInt(dataMax - dataMin + 1);
        int randomLen = (int) Math.floor(len * 0.75 * randomPct / 100.0);
        int from = random.nextInt(pool.length() - randomLen);
        return "a".repeat(len - randomLen) + pool.substring(from, from + randomLen);
    }

    SplittableRandom random() {
        return random;
    }
}
