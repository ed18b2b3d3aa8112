package io.storagebench.report.merge;

/** Shard bundles that cannot be merged into one run; the message is one line that names the shards at fault. */
public final class ShardMergeException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    ShardMergeException(String message) {
        super(message);
    }
}
