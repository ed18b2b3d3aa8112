package io.storagebench.runner;

/** A shard of the run ended (failed, or was stopped) before a step the others wait at: the run cannot go on. */
public final class ShardLostException extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    public ShardLostException(String message) {
        super(message);
    }
}
