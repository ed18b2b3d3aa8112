package io.storagebench.ycsb;

import java.util.concurrent.atomic.AtomicIntegerArray;
import java.util.concurrent.locks.ReentrantLock;

/**
 * YCSB's AcknowledgedCounterGenerator: a {@link Counter} whose {@link #last} is the highest key K such that every key
 * up to K has been acknowledged (inserted), so readers never pick a key whose insert is still under way. Acknowledged
 * keys are marked in a ring of 2^20 slots; whoever takes the lock advances the limit over contiguous marks.
 */
final class AcknowledgedCounter extends Counter {
    private final AtomicIntegerArray window = new AtomicIntegerArray(Defaults.ACK_WINDOW);
    private final ReentrantLock lock = new ReentrantLock();
    private volatile long limit;

    AcknowledgedCounter(long start) {
        super(start);
        limit = start - 1;
    }

    @Override
    public long last() {
        return limit;
    }

    /** Marks {@code value} inserted (or failed: YCSB acknowledges in a finally). */
    void acknowledge(long value) {
        int slot = (int) (value & (Defaults.ACK_WINDOW - 1));
        if (!window.compareAndSet(slot, 0, 1)) {
            throw new IllegalStateException("Too many unacknowledged insertion keys.");
        }
        if (lock.tryLock()) {
            try {
                long beforeFirstSlot = limit & (Defaults.ACK_WINDOW - 1);
                long index;
                for (index = limit + 1; index != beforeFirstSlot; ++index) {
                    int s = (int) (index & (Defaults.ACK_WINDOW - 1));
                    if (window.get(s) == 0) {
                        break;
                    }
                    window.set(s, 0);
                }
                limit = index - 1;
            } finally {
                lock.unlock();
            }
        }
    }
}
