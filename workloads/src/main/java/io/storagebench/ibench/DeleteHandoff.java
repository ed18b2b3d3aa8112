package io.storagebench.ibench;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * What iibench's statement maker does with its bounded queues: for every insert batch one delete of the same row
 * count is handed to the deleter; with at most {@code lag} pending, a slow deleter throttles the inserter. Also
 * holds the deleter's estimate of min(transactionid), which the point queries read as the low end of live keys.
 */
final class DeleteHandoff {
    /** A delete of {@code rows} oldest rows, due when its insert completed. */
    record Ticket(int rows, long dueNanos) {
    }

    private final ArrayBlockingQueue<Ticket> queue;
    private final AtomicLong minEstimate = new AtomicLong(Long.MIN_VALUE);
    private volatile boolean closed;

    DeleteHandoff(int lag) {
        this.queue = new ArrayBlockingQueue<>(lag);
    }

    /** Blocks while the deleter is {@code lag} batches behind; gives up when {@code stopping} says so. */
    void handOver(Ticket ticket, java.util.function.BooleanSupplier stopping) throws InterruptedException {
        while (!queue.offer(ticket, 50, TimeUnit.MILLISECONDS)) {
            if (stopping.getAsBoolean()) {
                return;
            }
        }
    }

    /** The next ticket, or null when none came within the poll interval. */
    Ticket poll() throws InterruptedException {
        return queue.poll(50, TimeUnit.MILLISECONDS);
    }

    /** The inserter is done: the deleter finishes what is queued and stops. */
    void close() {
        closed = true;
    }

    boolean drained() {
        return closed && queue.isEmpty();
    }

    long minEstimate() {
        return minEstimate.get();
    }

    void minEstimate(long value) {
        minEstimate.set(value);
    }
}
