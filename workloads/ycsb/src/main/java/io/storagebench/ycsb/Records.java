package io.storagebench.ycsb;

import java.nio.charset.StandardCharsets;
import java.util.SplittableRandom;

/**
 * Key names and values as YCSB's CoreWorkload makes them. A key is {@code user} and the key number (through
 * {@link Fnv#hash64} unless ordered) in decimal, zero-padded to {@code zeropadding} digits; its ASCII bytes sort as
 * YCSB's string keys. A value is the record's fields one after another, each {@code fieldlength} bytes of
 * RandomByteIterator's printable characters: one 32-bit draw gives six bytes, five or six random bits each above
 * ' ', so values compress as YCSB's do.
 */
final class Records {
    private final boolean ordered;
    private final int zeroPadding;
    private final int fieldLength;
    private final int fieldCount;

    Records(YcsbParameters p) {
        this(p.ordered(), p.zeroPadding(), p.fieldCount(), p.fieldLength());
    }

    Records(boolean ordered, int zeroPadding, int fieldCount, int fieldLength) {
        this.ordered = ordered;
        this.zeroPadding = zeroPadding;
        this.fieldCount = fieldCount;
        this.fieldLength = fieldLength;
    }

    /** CoreWorkload.buildKeyName. */
    String keyName(long keyNumber) {
        long n = ordered ? keyNumber : Fnv.hash64(keyNumber);
        String value = Long.toString(n);
        int fill = zeroPadding - value.length();
        StringBuilder key = new StringBuilder(Defaults.KEY_PREFIX.length() + Math.max(0, fill) + value.length());
        key.append(Defaults.KEY_PREFIX);
        for (int i = 0; i < fill; i++) {
            key.append('0');
        }
        return key.append(value).toString();
    }

    byte[] key(long keyNumber) {
        return keyName(keyNumber).getBytes(StandardCharsets.US_ASCII);
    }

    /** A new record: every field. */
    byte[] value(SplittableRandom random) {
        byte[] value = new byte[fieldCount * fieldLength];
        fill(value, 0, value.length, random);
        return value;
    }

    /** Rewrites field {@code field} of {@code value} with new bytes. */
    void rewriteField(byte[] value, int field, SplittableRandom random) {
        fill(value, field * fieldLength, fieldLength, random);
    }

    int fieldCount() {
        return fieldCount;
    }

    private static void fill(byte[] out, int offset, int length, SplittableRandom random) {
        int i = 0;
        while (i < length) {
            int base = random.nextInt();
            for (int j = 0; j < 6 && i < length; j++, i++) {
                int bits = j < 5 ? (base >>> (5 * j)) & 31 : (base >>> 25) & 63;
                out[offset + i] = (byte) (bits + ' ');
            }
        }
    }
}
