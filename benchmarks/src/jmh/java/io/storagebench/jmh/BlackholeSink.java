package io.storagebench.jmh;

import io.storagebench.spi.RowSink;
import org.openjdk.jmh.infra.Blackhole;

/**
 * The SPI's {@link RowSink} over a JMH {@link Blackhole}: every value delivered is consumed, so the JIT cannot drop
 * a read nobody looks at. Text and binary are consumed as their array and length, as a raw read's value buffer is.
 */
final class BlackholeSink implements RowSink {
    private Blackhole blackhole;

    /** The benchmark method's Blackhole; JMH hands the same one to every call of a trial. */
    void use(Blackhole bh) {
        blackhole = bh;
    }

    @Override
    public void longValue(long value) {
        blackhole.consume(value);
    }

    @Override
    public void stringValue(String value) {
        blackhole.consume(value);
    }

    @Override
    public void bytesValue(byte[] value, int offset, int length) {
        blackhole.consume(value);
        blackhole.consume(length);
    }

    @Override
    public void endRow() {
    }
}
