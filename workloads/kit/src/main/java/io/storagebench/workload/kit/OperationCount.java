package io.storagebench.workload.kit;

/**
 * The calls that named one kind of operation ({@code OpContext.operation}).
 *
 * @param ok     calls that said they succeeded
 * @param failed calls that said they did not (a read of a key that is not there)
 * @param rows   the sum of what those calls returned
 */
public record OperationCount(long ok, long failed, long rows) {
    /** Every call of the kind. */
    public long calls() {
        return ok + failed;
    }

    OperationCount plus(Call call) {
        return new OperationCount(ok + (call.ok() ? 1 : 0), failed + (call.ok() ? 0 : 1), rows + call.returned());
    }
}
