package io.storagebench.sysbench;

import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.ZipfDistribution;
import org.apache.commons.math3.random.Well19937c;

/**
 * One worker thread's random choices, seeded: the table (always uniform), ids and k (uniform in [1, N]), ids for
 * update-zipf (Zipf(0.8), id 1 hottest) and the c and pad strings. sysbench's zipfian is the rejection-inversion
 * sampler from Apache Commons, which commons-math3's {@link ZipfDistribution#sample()} is (3.6+), so it is used
 * here rather than written again.
 */
final class SbRandom {
    private final SplittableRandom random;
    private final int tables;
    private final long rows;
    private final long seed;
    private final char[] c = new char[Defaults.C_GROUPS * (Defaults.DIGITS_PER_GROUP + 1) - 1];
    private final char[] pad = new char[Defaults.PAD_GROUPS * (Defaults.DIGITS_PER_GROUP + 1) - 1];
    private ZipfDistribution zipf;

    SbRandom(long seed, int tables, long rows) {
        this.random = new SplittableRandom(seed);
        this.seed = seed;
        this.tables = tables;
        this.rows = rows;
    }

    /** sysbench.rand.uniform(1, T), 0-based. */
    int table() {
        return tables == 1 ? 0 : random.nextInt(tables);
    }

    /** get_id(): uniform in [1, N]. */
    long id() {
        return 1 + random.nextLong(rows);
    }

    /** Uniform in [1, N] as the INT k column holds it. */
    int k() {
        return (int) id();
    }

    /** Zipf(0.8) over [1, N]: rank r is id r, so id 1 is the hottest (sb_rand.c: a + rank - 1). */
    long zipfId() {
        if (zipf == null) {
            zipf = new ZipfDistribution(new Well19937c(seed ^ 0x2545F4914F6CDD1DL), (int) Math.min(rows,
                    Integer.MAX_VALUE), Defaults.ZIPF_EXPONENT);
        }
        return zipf.sample();
    }

    /** A new c: 10 groups of 11 uniform digits joined by '-'. */
    String c() {
        return digits(c);
    }

    /** A new pad: 5 groups of 11 uniform digits joined by '-'. */
    String pad() {
        return digits(pad);
    }

    private String digits(char[] out) {
        for (int i = 0; i < out.length; i++) {
            out[i] = (i + 1) % (Defaults.DIGITS_PER_GROUP + 1) == 0 ? '-' : (char) ('0' + random.nextInt(10));
        }
        return new String(out);
    }
}
