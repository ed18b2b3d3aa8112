package io.storagebench.results;

/**
 * One function of a step's profile, per operation as the step's other figures are: its share of the samples times
 * the step's CPU per operation ({@link ProfileResult#basis()}).
 *
 * @param function      the frame's name as the profiler resolved it ({@code rocksdb::DBImpl::GetImpl}, {@code ExecScan})
 * @param selfSamples   samples with this function on top of the stack (its own code)
 * @param totalSamples  samples with this function anywhere on the stack (it and what it calls), each counted once
 * @param selfUsPerOp   selfSamples' share × the basis, or null without a basis
 * @param totalUsPerOp  totalSamples' share × the basis, or null without a basis
 */
public record FunctionCost(String function, long selfSamples, long totalSamples, Double selfUsPerOp,
                           Double totalUsPerOp) {
}
