package io.storagebench.spi;

/**
 * Where reads deliver their rows, value by value, in projection order, then {@link #endRow()}. The runner's sink
 * consumes every value like JMH's Blackhole, so an engine cannot skip work nobody looks at; the TCK's sink
 * collects rows to compare them with a reference model.
 *
 * <p>Integer, BIGINT and TIMESTAMP values (epoch seconds) are delivered as {@link #longValue}; text and binary as
 * {@link #stringValue} or {@link #bytesValue} (text as UTF-8), whichever the engine has at hand without
 * converting. Sinks are used by one thread.
 */
public interface RowSink {
    void longValue(long value);

    void stringValue(String value);

    void bytesValue(byte[] value, int offset, int length);

    void endRow();

    /** A sink that drops everything; for callers that only need the count a shape returns. */
    RowSink DISCARD = new RowSink() {
        @Override public void longValue(long value) { }
        @Override public void stringValue(String value) { }
        @Override public void bytesValue(byte[] value, int offset, int length) { }
        @Override public void endRow() { }
    };
}
