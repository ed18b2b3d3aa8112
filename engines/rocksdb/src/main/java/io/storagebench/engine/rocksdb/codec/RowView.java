package io.storagebench.engine.rocksdb.codec;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import java.nio.charset.StandardCharsets;

/**
 * One row, decoded in place: integer columns as longs, text and binary columns as slices of the arrays they were
 * read from (a value buffer, an iterator key, or this view's own scratch for escaped index-key columns). Indexed by
 * the column's position in the table. Reused per prepared operation; valid until the next decode.
 */
public final class RowView {
    private final long[] longs;
    private final byte[][] arrays;
    private final int[] offsets;
    private final int[] lengths;
    private final Bytes scratch = new Bytes(64);

    public RowView(int columns) {
        longs = new long[columns];
        arrays = new byte[columns][];
        offsets = new int[columns];
        lengths = new int[columns];
    }

    public long getLong(int column) {
        return longs[column];
    }

    public byte[] array(int column) {
        return arrays[column];
    }

    public int offset(int column) {
        return offsets[column];
    }

    public int length(int column) {
        return lengths[column];
    }

    public void setLong(int column, long value) {
        longs[column] = value;
    }

    public void setBytes(int column, byte[] array, int offset, int length) {
        arrays[column] = array;
        offsets[column] = offset;
        lengths[column] = length;
    }

    /**
     * Sets a column from a workload value: a {@code Number} for integer types, a {@code String} (stored as UTF-8) or
     * {@code byte[]} for text and binary. Like a strict SQL engine it refuses NULL, an INT out of range and a value
     * longer than the column (characters for text, bytes for binary).
     */
    public void set(int column, ColumnSpec spec, Object value) {
        if (value == null) {
            throw new EngineException("rocksdb: NULL is not supported (column " + spec.name() + ")");
        }
        ColumnType type = spec.type();
        if (type.isInteger()) {
            if (!(value instanceof Number n)) {
                throw new EngineException("rocksdb: column " + spec.name() + " needs an integer, got "
                        + value.getClass().getSimpleName());
            }
            longs[column] = checkInteger(spec, n.longValue());
            return;
        }
        byte[] b;
        if (value instanceof String s) {
            if (spec.length() > 0 && s.length() > spec.length() && s.codePointCount(0, s.length()) > spec.length()) {
                throw tooLong(spec, s.codePointCount(0, s.length()));
            }
            b = s.getBytes(StandardCharsets.UTF_8);
        } else if (value instanceof byte[] bytes) {
            b = bytes;
            long length = type == ColumnType.BINARY ? b.length : characters(b, 0, b.length);
            if (spec.length() > 0 && length > spec.length()) {
                throw tooLong(spec, length);
            }
        } else {
            throw new EngineException("rocksdb: column " + spec.name() + " needs text or bytes, got "
                    + value.getClass().getSimpleName());
        }
        setBytes(column, b, 0, b.length);
    }

    /** Checks a value (given, or computed by ADD) against the column's range: INT is 32 bits. */
    public static long checkInteger(ColumnSpec spec, long value) {
        if (spec.type() == ColumnType.INT && (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE)) {
            throw new EngineException("rocksdb: value " + value + " is out of range for INT column " + spec.name());
        }
        return value;
    }

    /** Characters (code points) of UTF-8 text. */
    public static long characters(byte[] utf8, int offset, int length) {
        long chars = 0;
        for (int i = offset, end = offset + length; i < end; i++) {
            if ((utf8[i] & 0xC0) != 0x80) {
                chars++;
            }
        }
        return chars;
    }

    private static EngineException tooLong(ColumnSpec spec, long length) {
        return new EngineException("rocksdb: value of length " + length + " is too long for column " + spec.name()
                + " (" + spec.type() + "(" + spec.length() + "))");
    }

    /** Copies every column reference of {@code other} (shallow: byte slices are shared). */
    public void copyFrom(RowView other) {
        System.arraycopy(other.longs, 0, longs, 0, longs.length);
        System.arraycopy(other.arrays, 0, arrays, 0, arrays.length);
        System.arraycopy(other.offsets, 0, offsets, 0, offsets.length);
        System.arraycopy(other.lengths, 0, lengths, 0, lengths.length);
    }

    /** Delivers one column to a sink: integers as longs, text and binary as bytes (text is UTF-8). */
    public void deliver(int column, boolean integer, RowSink sink) {
        if (integer) {
            sink.longValue(longs[column]);
        } else {
            sink.bytesValue(arrays[column], offsets[column], lengths[column]);
        }
    }

    /** A detached copy of one column (Long or byte[]), for rows that must outlive the view (sorting, DISTINCT). */
    public Object copyOf(int column, boolean integer) {
        if (integer) {
            return longs[column];
        }
        byte[] copy = new byte[lengths[column]];
        System.arraycopy(arrays[column], offsets[column], copy, 0, copy.length);
        return copy;
    }

    /** Scratch space for unescaped index-key columns; cleared by each index-key decode. */
    Bytes scratch() {
        return scratch;
    }
}
