package io.storagebench.kv;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.util.Arrays;
import java.util.SplittableRandom;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;

/** db_bench's key format and its half-compressible values. */
class KeysAndValuesTest {

    @Test
    void aKeyIsItsNumberBigEndianThenZeroCharactersToTheKeySize() {
        byte[] key = KvKeys.key(0x0102030405060708L, 20);
        assertThat(key).hasSize(20);
        assertThat(Arrays.copyOf(key, 8)).containsExactly(1, 2, 3, 4, 5, 6, 7, 8);
        assertThat(Arrays.copyOfRange(key, 8, 20)).containsOnly((byte) '0');
        assertThat(KvKeys.number(key)).isEqualTo(0x0102030405060708L);
        KvKeys.write(key, 7);
        assertThat(KvKeys.number(key)).isEqualTo(7);
        assertThat(Arrays.copyOfRange(key, 8, 20)).containsOnly((byte) '0');
    }

    @Test
    void unsignedKeyOrderIsNumberOrder() {
        long[] numbers = {0, 1, 255, 256, 65_535, 200_000_000, 1L << 31, (1L << 32) + 1, Long.MAX_VALUE};
        for (int i = 1; i < numbers.length; i++) {
            assertThat(Arrays.compareUnsigned(KvKeys.key(numbers[i - 1], 20), KvKeys.key(numbers[i], 20)))
                    .as("%d < %d", numbers[i - 1], numbers[i]).isNegative();
        }
    }

    @Test
    void valuesCompressAboutTwoToOneAtRatioHalfAndLessAtRatioOne() {
        assertThat(deflated(0.5)).isBetween(0.4, 0.65);
        assertThat(deflated(1.0)).isGreaterThan(0.75);
    }

    @Test
    void valuesHaveTheValueSizeAndDependOnlyOnTheSeed() {
        ValueGenerator a = new ValueGenerator(new SplittableRandom(1), 400, 0.5);
        ValueGenerator b = new ValueGenerator(new SplittableRandom(1), 400, 0.5);
        ValueGenerator c = new ValueGenerator(new SplittableRandom(2), 400, 0.5);
        for (int i = 0; i < 5000; i++) { // past the end of the pool: it wraps
            byte[] value = a.next();
            assertThat(value).hasSize(400).isEqualTo(b.next());
            if (i == 0) {
                assertThat(value).isNotEqualTo(c.next());
            }
        }
    }

    /** Deflated size / raw size of 8 KB of consecutive values. */
    private static double deflated(double ratio) {
        ValueGenerator values = new ValueGenerator(new SplittableRandom(42), 400, ratio);
        ByteArrayOutputStream raw = new ByteArrayOutputStream();
        for (int i = 0; i < 20; i++) {
            raw.writeBytes(values.next());
        }
        Deflater deflater = new Deflater();
        deflater.setInput(raw.toByteArray());
        deflater.finish();
        byte[] out = new byte[raw.size() * 2];
        int length = deflater.deflate(out);
        deflater.end();
        return (double) length / raw.size();
    }
}
