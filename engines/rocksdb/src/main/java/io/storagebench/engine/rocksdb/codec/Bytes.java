package io.storagebench.engine.rocksdb.codec;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * A growable byte buffer that encoders append to and that is reused across operations, so the hot path allocates
 * only the exact-length arrays RocksJava needs.
 */
public final class Bytes {
    private static final VarHandle LONG_BE = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.BIG_ENDIAN);
    private static final VarHandle INT_BE = MethodHandles.byteArrayViewVarHandle(int[].class, ByteOrder.BIG_ENDIAN);

    private byte[] array;
    private int length;

    public Bytes(int initialCapacity) {
        array = new byte[Math.max(16, initialCapacity)];
    }

    /** The backing array; valid up to {@link #length()} until the next append. */
    public byte[] array() {
        return array;
    }

    public int length() {
        return length;
    }

    public Bytes clear() {
        length = 0;
        return this;
    }

    /** A copy of the content, exactly {@link #length()} bytes long. */
    public byte[] toArray() {
        return Arrays.copyOf(array, length);
    }

    public void putByte(int b) {
        ensure(1);
        array[length++] = (byte) b;
    }

    /** Four bytes, big-endian, as stored for INT values. */
    public void putInt(int v) {
        ensure(4);
        INT_BE.set(array, length, v);
        length += 4;
    }

    /** Eight bytes, big-endian, as stored for BIGINT and TIMESTAMP values. */
    public void putLong(long v) {
        ensure(8);
        LONG_BE.set(array, length, v);
        length += 8;
    }

    /** Eight bytes that sort like the signed value (see {@link KeyCodec#putKeyLong}). */
    public void putKeyLong(long v) {
        ensure(8);
        KeyCodec.putKeyLong(array, length, v);
        length += 8;
    }

    /** Unsigned LEB128, used for value lengths. */
    public void putVarint(int v) {
        ensure(5);
        while ((v & ~0x7F) != 0) {
            array[length++] = (byte) ((v & 0x7F) | 0x80);
            v >>>= 7;
        }
        array[length++] = (byte) v;
    }

    public void putBytes(byte[] src, int offset, int len) {
        ensure(len);
        System.arraycopy(src, offset, array, length, len);
        length += len;
    }

    static long getLong(byte[] src, int offset) {
        return (long) LONG_BE.get(src, offset);
    }

    static int getInt(byte[] src, int offset) {
        return (int) INT_BE.get(src, offset);
    }

    private void ensure(int extra) {
        if (length + extra > array.length) {
            array = Arrays.copyOf(array, Math.max(array.length * 2, length + extra));
        }
    }
}
