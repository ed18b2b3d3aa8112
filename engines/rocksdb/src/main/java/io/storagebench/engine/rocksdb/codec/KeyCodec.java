package io.storagebench.engine.rocksdb.codec;

/**
 * Order-preserving key encodings. Integers are 8 bytes big-endian with the sign bit flipped, so unsigned byte order
 * (RocksDB's default comparator) equals signed numeric order. Text and binary inside a composite key are escaped
 * ({@code 0x00} becomes {@code 0x00 0xFF}) and terminated by {@code 0x00 0x01}, which keeps byte order and makes
 * the value self-delimiting; a trailing primary key is stored raw because nothing follows it.
 */
public final class KeyCodec {
    /** Length of an encoded integer key column. */
    public static final int LONG_KEY_BYTES = 8;

    private static final int ESCAPE = 0x00;
    private static final int ESCAPED_ZERO = 0xFF;
    private static final int TERMINATOR = 0x01;

    private KeyCodec() {
    }

    public static void putKeyLong(byte[] dst, int offset, long v) {
        long x = v ^ Long.MIN_VALUE;
        for (int i = 7; i >= 0; i--) {
            dst[offset + i] = (byte) x;
            x >>>= 8;
        }
    }

    public static long getKeyLong(byte[] src, int offset) {
        return Bytes.getLong(src, offset) ^ Long.MIN_VALUE;
    }

    /** A new 8-byte key for an integer primary key. */
    public static byte[] longKey(long v) {
        byte[] key = new byte[LONG_KEY_BYTES];
        putKeyLong(key, 0, v);
        return key;
    }

    /** Appends text or binary in escaped, terminated form. */
    public static void putEscaped(Bytes dst, byte[] src, int offset, int len) {
        for (int i = offset, end = offset + len; i < end; i++) {
            byte b = src[i];
            dst.putByte(b);
            if (b == ESCAPE) {
                dst.putByte(ESCAPED_ZERO);
            }
        }
        dst.putByte(ESCAPE);
        dst.putByte(TERMINATOR);
    }

    /**
     * Reads an escaped value starting at {@code offset} and appends the raw bytes to {@code dst}.
     *
     * @return the position just after the terminator
     */
    public static int getEscaped(byte[] src, int offset, int end, Bytes dst) {
        int i = offset;
        while (i < end) {
            byte b = src[i++];
            if (b != ESCAPE) {
                dst.putByte(b);
            } else if (i < end && (src[i] & 0xFF) == ESCAPED_ZERO) {
                dst.putByte(ESCAPE);
                i++;
            } else {
                return i + 1;
            }
        }
        throw new IllegalStateException("unterminated key column");
    }
}
