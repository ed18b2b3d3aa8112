package io.storagebench.tck.reference;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HexFormat;

/**
 * How the reference engine stores, orders, sizes and delivers column values. Stored values are {@code Long} for
 * every integer type, {@code String} for text and a private copy of the {@code byte[]} for BINARY.
 */
final class Values {
    /** Orders keys and index entries: integers numerically, text by code point, bytes unsigned lexicographically. */
    static final Comparator<Object> ORDER = Values::compare;
    /** Orders tuples (index values..., primary key) element by element; a prefix sorts before its extensions. */
    static final Comparator<Object[]> TUPLE_ORDER = Values::compareTuples;

    private Values() {
    }

    /**
     * Checks a value given by a caller for a column and returns what the engine stores. The Java type must be the one
     * {@link ColumnType} names (a programming error otherwise); a value too long for the column or out of the INT
     * range is a data error, as in a strict SQL engine.
     */
    static Object accept(ColumnSpec column, Object value) {
        if (value == null) {
            throw new IllegalArgumentException("column " + column.name() + " got null; the SPI has no NULL values");
        }
        switch (column.type()) {
            case INT -> {
                requireType(column, value, Integer.class);
                return ((Integer) value).longValue();
            }
            case BIGINT, TIMESTAMP -> {
                requireType(column, value, Long.class);
                return value;
            }
            case VARCHAR, CHAR -> {
                requireType(column, value, String.class);
                String s = (String) value;
                if (column.length() > 0 && s.codePointCount(0, s.length()) > column.length()) {
                    throw tooLong(column, s.codePointCount(0, s.length()));
                }
                return s;
            }
            case BINARY -> {
                requireType(column, value, byte[].class);
                byte[] b = (byte[]) value;
                if (column.length() > 0 && b.length > column.length()) {
                    throw tooLong(column, b.length);
                }
                return b.clone();
            }
            default -> throw new AssertionError(column.type());
        }
    }

    /** Checks a computed integer (an ADD result, an assigned key) against the column's range. */
    static Long integer(ColumnSpec column, long value) {
        if (column.type() == ColumnType.INT && (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE)) {
            throw new EngineException("value " + value + " is out of range for INT column " + column.name());
        }
        return value;
    }

    static int compare(Object a, Object b) {
        if (a instanceof Long x && b instanceof Long y) {
            return Long.compare(x, y);
        }
        if (a instanceof String x && b instanceof String y) {
            return compareCodePoints(x, y);
        }
        if (a instanceof byte[] x && b instanceof byte[] y) {
            return Arrays.compareUnsigned(x, y);
        }
        throw new IllegalArgumentException("cannot compare " + a.getClass() + " with " + b.getClass());
    }

    static int compareTuples(Object[] a, Object[] b) {
        int n = Math.min(a.length, b.length);
        for (int i = 0; i < n; i++) {
            int c = compare(a[i], b[i]);
            if (c != 0) {
                return c;
            }
        }
        return Integer.compare(a.length, b.length);
    }

    /** Code point order equals the unsigned byte order of the UTF-8 encodings (String.compareTo is UTF-16 order). */
    private static int compareCodePoints(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            int x = a.codePointAt(i);
            int y = b.codePointAt(j);
            if (x != y) {
                return Integer.compare(x, y);
            }
            i += Character.charCount(x);
            j += Character.charCount(y);
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    /** The stored value as a long; only for integer columns. */
    static long asLong(Object stored) {
        return (Long) stored;
    }

    /**
     * Character length of text, byte length of binary: what {@code Predicate.Function.LENGTH} measures, and what
     * {@code SQL_LENGTH} measures on the ASCII text the checks give it.
     */
    static long length(Object stored) {
        if (stored instanceof String s) {
            return s.codePointCount(0, s.length());
        }
        return ((byte[]) stored).length;
    }

    /** A rough size in bytes, for {@code storageStats}: 8 per integer, encoded length plus 2 for text and bytes. */
    static long sizeOf(Object stored) {
        if (stored instanceof Long) {
            return 8;
        }
        if (stored instanceof String s) {
            return s.getBytes(StandardCharsets.UTF_8).length + 2L;
        }
        return ((byte[]) stored).length + 2L;
    }

    /** Hands a stored value to a sink; byte arrays are copied so a sink cannot change stored data. */
    static void deliver(Object stored, RowSink sink) {
        if (stored instanceof Long l) {
            sink.longValue(l);
        } else if (stored instanceof String s) {
            sink.stringValue(s);
        } else {
            byte[] b = ((byte[]) stored).clone();
            sink.bytesValue(b, 0, b.length);
        }
    }

    /** A value for messages: byte arrays in hex. */
    static String show(Object stored) {
        if (stored instanceof byte[] b) {
            return "0x" + HexFormat.of().formatHex(b);
        }
        return String.valueOf(stored);
    }

    private static void requireType(ColumnSpec column, Object value, Class<?> expected) {
        if (!expected.isInstance(value)) {
            throw new IllegalArgumentException("column " + column.name() + " is " + column.type() + ": expects a "
                    + expected.getSimpleName() + ", got " + value.getClass().getSimpleName() + " " + value);
        }
    }

    private static EngineException tooLong(ColumnSpec column, int length) {
        return new EngineException("value of length " + length + " is too long for column " + column.name() + " ("
                + column.type() + "(" + column.length() + "))");
    }
}
