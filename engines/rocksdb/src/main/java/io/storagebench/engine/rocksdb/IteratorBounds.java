package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.KeyCodec;
import io.storagebench.spi.op.Bound;
import java.nio.ByteBuffer;
import org.rocksdb.DirectSlice;
import org.rocksdb.ReadOptions;

/**
 * ReadOptions with an iterate lower and upper bound on the first 8-byte key column, owned by one prepared
 * operation. The bounds are DirectSlices over two 8-byte direct buffers that are rewritten per execute (never while
 * an iterator is open), so bounding a scan allocates nothing. {@code [from, to)} in key terms: the lower bound is
 * inclusive, the upper exclusive, and every key whose first column is within the bounds qualifies whatever follows.
 */
final class IteratorBounds implements AutoCloseable {
    final ReadOptions options;
    private final ByteBuffer lowerBuffer = ByteBuffer.allocateDirect(KeyCodec.LONG_KEY_BYTES);
    private final ByteBuffer upperBuffer = ByteBuffer.allocateDirect(KeyCodec.LONG_KEY_BYTES);
    private final DirectSlice lower = new DirectSlice(lowerBuffer, KeyCodec.LONG_KEY_BYTES);
    private final DirectSlice upper = new DirectSlice(upperBuffer, KeyCodec.LONG_KEY_BYTES);

    IteratorBounds(boolean fillCache) {
        options = new ReadOptions().setFillCache(fillCache);
    }

    /**
     * Bounds the first key column by {@code lo} and {@code hi} as the spec's bounds say.
     *
     * @return false when no key can qualify (e.g. {@code > Long.MAX_VALUE}); the caller then skips the iterator
     */
    boolean set(Bound lowerKind, long lo, Bound upperKind, long hi) {
        boolean hasLower = lowerKind != Bound.NONE;
        long from = lo;
        if (lowerKind == Bound.EXCLUSIVE) {
            if (lo == Long.MAX_VALUE) {
                return false;
            }
            from = lo + 1;
        }
        boolean hasUpper = upperKind != Bound.NONE;
        long toExclusive = hi;
        if (upperKind == Bound.INCLUSIVE) {
            // <= MAX needs no upper bound at all
            hasUpper = hi != Long.MAX_VALUE;
            toExclusive = hi + 1;
        } else if (upperKind == Bound.EXCLUSIVE && hi == Long.MIN_VALUE) {
            return false;
        }
        if (hasLower && hasUpper && from >= toExclusive) {
            return false;
        }
        if (hasLower) {
            lowerBuffer.putLong(0, from ^ Long.MIN_VALUE);
        }
        if (hasUpper) {
            upperBuffer.putLong(0, toExclusive ^ Long.MIN_VALUE);
        }
        options.setIterateLowerBound(hasLower ? lower : null);
        options.setIterateUpperBound(hasUpper ? upper : null);
        return true;
    }

    /** Bounds the first key column to {@code [lo, hi]}. */
    boolean setInclusive(long lo, long hi) {
        return set(Bound.INCLUSIVE, lo, Bound.INCLUSIVE, hi);
    }

    @Override
    public void close() {
        options.close();
        upper.close();
        lower.close();
    }
}
