package io.storagebench.engine.rocksdb;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import org.rocksdb.CompactRangeOptions;
import org.rocksdb.RocksIterator;

/**
 * RocksJava methods that older releases lack, looked up once, so that one source builds and runs on every rocksdbjni
 * from 7.x (Debian's db_bench is 7.8.3, and comparing the two needs storagebench on the same release) to the
 * newest. A handle in a static final field is a constant to the JIT, so the call through it costs what a direct call
 * does; where a method is missing, the fallback does the same work the older way.
 */
final class RocksApi {
    /** {@code int RocksIterator.key(byte[])}: copies the key into the array (8.x and newer). */
    private static final MethodHandle ITERATOR_KEY_INTO = find(RocksIterator.class, "key",
            MethodType.methodType(int.class, byte[].class));
    /** {@code int RocksIterator.value(byte[])}. */
    private static final MethodHandle ITERATOR_VALUE_INTO = find(RocksIterator.class, "value",
            MethodType.methodType(int.class, byte[].class));
    /** {@code CompactRangeOptions.setCanceled(boolean)}: stops a running CompactRange (8.x and newer). */
    private static final MethodHandle SET_CANCELED = find(CompactRangeOptions.class, "setCanceled",
            MethodType.methodType(CompactRangeOptions.class, boolean.class));

    private RocksApi() {
    }

    /** Copies the iterator's key into {@code into} as far as it fits; returns the key's length. */
    static int key(RocksIterator it, byte[] into) {
        if (ITERATOR_KEY_INTO == null) {
            return copy(it.key(), into);
        }
        try {
            return (int) ITERATOR_KEY_INTO.invokeExact(it, into);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** Copies the iterator's value into {@code into} as far as it fits; returns the value's length. */
    static int value(RocksIterator it, byte[] into) {
        if (ITERATOR_VALUE_INTO == null) {
            return copy(it.value(), into);
        }
        try {
            return (int) ITERATOR_VALUE_INTO.invokeExact(it, into);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    /** True when a running compaction can be cancelled; false on releases where an interrupt waits for it. */
    static boolean canCancelCompaction() {
        return SET_CANCELED != null;
    }

    /** Asks a running CompactRange with these options to stop; does nothing where the release cannot. */
    static void cancel(CompactRangeOptions options) {
        if (SET_CANCELED == null) {
            return;
        }
        try {
            CompactRangeOptions ignored = (CompactRangeOptions) SET_CANCELED.invokeExact(options, true);
        } catch (Throwable e) {
            throw rethrow(e);
        }
    }

    private static int copy(byte[] from, byte[] into) {
        System.arraycopy(from, 0, into, 0, Math.min(from.length, into.length));
        return from.length;
    }

    private static MethodHandle find(Class<?> owner, String name, MethodType type) {
        try {
            return MethodHandles.publicLookup().findVirtual(owner, name, type);
        } catch (NoSuchMethodException | IllegalAccessException e) {
            return null;
        }
    }

    private static RuntimeException rethrow(Throwable e) {
        if (e instanceof RuntimeException r) {
            throw r;
        }
        if (e instanceof Error err) {
            throw err;
        }
        throw new IllegalStateException(e);
    }
}
