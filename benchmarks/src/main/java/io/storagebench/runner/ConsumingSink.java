package io.storagebench.runner;

import io.storagebench.spi.RowSink;

/**
 * The runner's {@link RowSink}, like JMH's Blackhole: every value is folded into a field that is read when the worker
 * stops, so the JIT cannot prove a read's result unused and drop the work. One per worker thread.
 */
final class ConsumingSink implements RowSink {
    private long folded;
    private long rows;

    @Override
    public void longValue(long value) {
        folded = folded * 31 + value;
    }

    @Override
    public void stringValue(String value) {
        folded = folded * 31 + value.length();
    }

    @Override
    public void bytesValue(byte[] value, int offset, int length) {
        folded = folded * 31 + length + (length > 0 ? value[offset] : 0);
    }

    @Override
    public void endRow() {
        rows++;
    }

    /** Everything consumed, folded into one number; reading it keeps the consumption alive. */
    long fingerprint() {
        return folded ^ rows;
    }
}
