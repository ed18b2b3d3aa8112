package io.storagebench.runner;

/**
 * As fast as it can: every operation is due when it is asked for. The worker loop does not call it on its lean
 * closed-loop path (there the previous operation's end is the next one's start, one clock read per operation); it
 * exists so every pacing has a pacer.
 */
public final class ClosedLoopPacer implements Pacer {
    private final Clock clock;
    private long dueAt;

    ClosedLoopPacer(Clock clock) {
        this.clock = clock;
    }

    @Override
    public boolean awaitNext() {
        dueAt = clock.nanoTime();
        return true;
    }

    @Override
    public long dueAt() {
        return dueAt;
    }

    @Override
    public long slotStart() {
        return dueAt;
    }
}
