package io.storagebench.ycsb;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import java.util.function.LongSupplier;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.api.Test;
import site.ycsb.Utils;
import site.ycsb.generator.AcknowledgedCounterGenerator;
import site.ycsb.generator.CounterGenerator;
import site.ycsb.generator.HotspotIntegerGenerator;
import site.ycsb.generator.NumberGenerator;
import site.ycsb.generator.ScrambledZipfianGenerator;
import site.ycsb.generator.SkewedLatestGenerator;
import site.ycsb.generator.UniformLongGenerator;
import site.ycsb.generator.ZipfianGenerator;

/**
 * Our generators against YCSB 0.17.0's own ({@code site.ycsb:core}, test scope): the deterministic parts give the same
 * values, and for the random ones 10^6 draws of ours (a fixed seed) and 10^6 of YCSB's (unseeded: it draws from
 * ThreadLocalRandom) are one distribution by a two-sample chi-square test on item buckets, failing only at
 * p < 10^-6, so it never flakes while a wrong constant, a lost quirk or an off-by-one fails it by far.
 */
class GeneratorsDrawAsYcsbsOwnTest {
    private static final int DRAWS = 1_000_000;
    private static final double NEVER_BY_CHANCE = 1e-6;

    @Test
    void fnvHashIsYcsbsForEveryKeyNumberTried() {
        SplittableRandom random = new SplittableRandom(1);
        for (long v = -1000; v < 100_000; v++) {
            assertThat(Fnv.hash64(v)).isEqualTo(Utils.fnvhash64(v));
        }
        for (int i = 0; i < 100_000; i++) {
            long v = random.nextLong();
            assertThat(Fnv.hash64(v)).isEqualTo(Utils.fnvhash64(v));
        }
    }

    @Test
    void keyNamesAreYcsbsHashedAndOrdered() {
        Records hashed = new Records(false, 1, 10, 100);
        assertThat(hashed.keyName(0)).isEqualTo("user6284781860667377211");
        assertThat(hashed.keyName(1)).isEqualTo("user8517097267634966620");
        assertThat(hashed.keyName(2)).isEqualTo("user1820151046732198393");
        assertThat(hashed.keyName(3)).isEqualTo("user4052466453699787802");
        assertThat(new Records(true, 1, 10, 100).keyName(42)).isEqualTo("user42");
        assertThat(new Records(true, 5, 10, 100).keyName(42)).isEqualTo("user00042");
    }

    @Test
    void acknowledgedCounterAdvancesAsYcsbsDoes() {
        AcknowledgedCounter ours = new AcknowledgedCounter(1000);
        AcknowledgedCounterGenerator theirs = new AcknowledgedCounterGenerator(1000);
        SplittableRandom random = new SplittableRandom(2);
        long[] handed = new long[64];
        for (int i = 0; i < handed.length; i++) {
            handed[i] = ours.next(random);
            assertThat(theirs.nextValue()).isEqualTo(handed[i]);
        }
        assertThat(ours.last()).isEqualTo(theirs.lastValue()).isEqualTo(999L);
        // acknowledged out of order: the limit moves only over contiguous keys
        for (int i = handed.length - 1; i >= 0; i -= 2) {
            ours.acknowledge(handed[i]);
            theirs.acknowledge(handed[i]);
            assertThat(ours.last()).isEqualTo(theirs.lastValue());
        }
        for (int i = 0; i < handed.length; i += 2) {
            ours.acknowledge(handed[i]);
            theirs.acknowledge(handed[i]);
            assertThat(ours.last()).isEqualTo(theirs.lastValue());
        }
        assertThat(ours.last()).isEqualTo(1063L);
    }

    @Test
    void scrambledZipfiansHottestItemIsYcsbs() {
        for (long items : new long[] {1000, 12_345, 1_000_000}) {
            long[] ours = counts(seeded(new ScrambledZipfian(0, items - 1)), (int) items, 200_000);
            long[] theirs = counts(ycsb(new ScrambledZipfianGenerator(0, items - 1)), (int) items, 200_000);
            assertThat(hottest(ours)).isEqualTo(hottest(theirs)).isEqualTo(Utils.fnvhash64(0) % items);
        }
    }

    @Test
    void uniformDrawsAsYcsbs() {
        assertSameDistribution(seeded(new Uniform(0, 999)), ycsb(new UniformLongGenerator(0, 999)), 1000);
    }

    @Test
    void zipfianDrawsAsYcsbsOverAThousandAndAHundredThousandItems() {
        assertSameDistribution(seeded(new Zipfian(0, 999)), ycsb(new ZipfianGenerator(0, 999)), 1000);
        assertSameDistribution(seeded(new Zipfian(0, 99_999)), ycsb(new ZipfianGenerator(0, 99_999)), 100_000);
    }

    @Test
    void scrambledZipfianDrawsAsYcsbs() {
        assertSameDistribution(seeded(new ScrambledZipfian(0, 999)), ycsb(new ScrambledZipfianGenerator(0, 999)),
                1000);
    }

    @Test
    void latestDrawsAsYcsbsNeverKeyZero() {
        Counter basis = new Counter(1000);
        CounterGenerator theirBasis = new CounterGenerator(1000);
        long[] ours = counts(seeded(new SkewedLatest(basis)), 1000, DRAWS);
        assertThat(ours[0]).isZero();
        assertSameDistribution(ours, counts(ycsb(new SkewedLatestGenerator(theirBasis)), 1000, DRAWS));
    }

    @Test
    void hotspotDrawsAsYcsbs() {
        assertSameDistribution(seeded(new Hotspot(0, 999, 0.2, 0.8)),
                ycsb(new HotspotIntegerGenerator(0, 999, 0.2, 0.8)), 1000);
    }

    @Test
    void scanLengthChoosersDrawAsYcsbs() {
        assertSameDistribution(seeded(new Uniform(1, 100)), ycsb(new UniformLongGenerator(1, 100)), 101);
        assertSameDistribution(seeded(new Zipfian(1, 100)), ycsb(new ZipfianGenerator(1, 100)), 101);
    }

    private static void assertSameDistribution(LongSupplier ours, LongSupplier theirs, int items) {
        assertSameDistribution(counts(ours, items, DRAWS), counts(theirs, items, DRAWS));
    }

    /** Two-sample chi-square over item buckets, adjacent items merged until a bucket holds 20 draws of both. */
    private static void assertSameDistribution(long[] ours, long[] theirs) {
        long[][] buckets = buckets(ours, theirs);
        assertThat(buckets[0].length).as("buckets").isGreaterThan(1);
        double p = new ChiSquareTest().chiSquareTestDataSetsComparison(buckets[0], buckets[1]);
        assertThat(p).as("p of one distribution, over %d buckets", buckets[0].length).isGreaterThan(NEVER_BY_CHANCE);
        assertThat(share(top(ours, 10), ours)).isCloseTo(share(top(ours, 10), theirs),
                org.assertj.core.data.Offset.offset(0.01));
    }

    private static long[][] buckets(long[] a, long[] b) {
        java.util.List<long[]> out = new java.util.ArrayList<>();
        long sa = 0;
        long sb = 0;
        for (int i = 0; i < a.length; i++) {
            sa += a[i];
            sb += b[i];
            if (sa >= 20 && sb >= 20) {
                out.add(new long[] {sa, sb});
                sa = 0;
                sb = 0;
            }
        }
        if (sa + sb > 0) {
            if (out.isEmpty()) {
                out.add(new long[] {sa, sb});
            } else {
                out.get(out.size() - 1)[0] += sa;
                out.get(out.size() - 1)[1] += sb;
            }
        }
        return new long[][] {out.stream().mapToLong(x -> x[0]).toArray(), out.stream().mapToLong(x -> x[1]).toArray()};
    }

    private static long[] counts(LongSupplier draws, int items, int n) {
        long[] counts = new long[items];
        for (int i = 0; i < n; i++) {
            counts[(int) draws.getAsLong()]++;
        }
        return counts;
    }

    private static int hottest(long[] counts) {
        int best = 0;
        for (int i = 1; i < counts.length; i++) {
            if (counts[i] > counts[best]) {
                best = i;
            }
        }
        return best;
    }

    private static int[] top(long[] counts, int k) {
        return java.util.stream.IntStream.range(0, counts.length).boxed()
                .sorted((x, y) -> Long.compare(counts[y], counts[x])).limit(k).mapToInt(Integer::intValue).toArray();
    }

    private static double share(int[] items, long[] counts) {
        long total = java.util.Arrays.stream(counts).sum();
        long in = 0;
        for (int i : items) {
            in += counts[i];
        }
        return (double) in / total;
    }

    private static LongSupplier seeded(KeyGenerator generator) {
        SplittableRandom random = new SplittableRandom(20191007L);
        return () -> generator.next(random);
    }

    private static LongSupplier ycsb(NumberGenerator generator) {
        return () -> generator.nextValue().longValue();
    }
}
