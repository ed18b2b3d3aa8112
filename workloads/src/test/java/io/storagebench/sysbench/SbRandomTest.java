package io.storagebench.sysbench;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The distributions: Zipf(0.8) with id 1 hottest, uniform ids and tables, seeded per thread. */
class SbRandomTest {
    @Test
    void zipfMakesIdOneTheHottestWithRankFrequenciesFallingAsRankToTheMinus08() {
        SbRandom random = new SbRandom(7, 1, 100_000);
        long[] hits = new long[5];
        int draws = 400_000;
        for (int i = 0; i < draws; i++) {
            long id = random.zipfId();
            assertThat(id).isBetween(1L, 100_000L);
            if (id <= 4) {
                hits[(int) id]++;
            }
        }
        assertThat(hits[1]).isGreaterThan(hits[2]);
        assertThat(hits[2]).isGreaterThan(hits[3]);
        // P(2) / P(1) = 2^-0.8 = 0.574
        assertThat((double) hits[2] / hits[1]).isBetween(0.54, 0.61);
    }

    @Test
    void sameSeedSameChoicesAndTablesAreUniform() {
        SbRandom a = new SbRandom(3, 8, 1000);
        SbRandom b = new SbRandom(3, 8, 1000);
        int[] perTable = new int[8];
        for (int i = 0; i < 80_000; i++) {
            int t = a.table();
            assertThat(b.table()).isEqualTo(t);
            perTable[t]++;
            assertThat(a.id()).isEqualTo(b.id()).isBetween(1L, 1000L);
        }
        for (int n : perTable) {
            assertThat(n).isBetween(9_000, 11_000);
        }
        assertThat(a.c()).hasSize(119).isEqualTo(b.c());
    }
}
