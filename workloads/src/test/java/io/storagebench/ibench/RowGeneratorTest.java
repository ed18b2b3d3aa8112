package io.storagebench.ibench;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class RowGeneratorTest {
    private final String pool = RowGenerator.pool(7, 4096);

    @Test
    void dataIsAPrefixOfAFollowedByRandomBase64AsIibenchMakesIt() {
        RowGenerator gen = new RowGenerator(1, pool, 10, 20, 50);
        for (int i = 0; i < 10_000; i++) {
            String data = gen.data();
            assertThat(data.length()).isBetween(10, 20);
            int randomLen = (int) Math.floor(data.length() * 0.75 * 0.5);
            assertThat(data.substring(0, data.length() - randomLen)).matches("a+");
            assertThat(pool).contains(data.substring(data.length() - randomLen));
        }
    }

    @Test
    void valuesAreUniformOverTheReferenceDomainsAndABatchSharesOneTimestamp() {
        RowGenerator gen = new RowGenerator(1, pool, 10, 20, 50);
        List<Object[]> rows = gen.batch(5000, 1_700_000_000_000L);
        int maxProduct = 0;
        for (Object[] row : rows) {
            assertThat(row).hasSize(IbenchSchema.INSERT_COLUMNS.size());
            assertThat(row[0]).isEqualTo(rows.get(0)[0]);
            assertThat((Integer) row[1]).isBetween(0, Defaults.CASHREGISTERS - 1);
            assertThat((Integer) row[2]).isBetween(0, Defaults.CUSTOMERS - 1);
            assertThat((Integer) row[3]).isBetween(0, Defaults.PRODUCTS - 1);
            assertThat((Integer) row[4]).isBetween(0, Defaults.MAX_PRICE - 1);
            maxProduct = Math.max(maxProduct, (Integer) row[3]);
        }
        assertThat(maxProduct).isGreaterThan(Defaults.PRODUCTS * 9 / 10);
    }

    @Test
    void theSameSeedGivesTheSameRows() {
        List<Object[]> a = new RowGenerator(3, pool, 10, 20, 50).batch(100, 0);
        List<Object[]> b = new RowGenerator(3, pool, 10, 20, 50).batch(100, 0);
        for (int i = 0; i < a.size(); i++) {
            assertThat(a.get(i)).containsExactly(b.get(i));
        }
    }
}
