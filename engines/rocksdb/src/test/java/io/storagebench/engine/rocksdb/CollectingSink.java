package io.storagebench.engine.rocksdb;

import io.storagebench.spi.RowSink;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/** Collects delivered rows as lists of Long and String (bytes decoded as UTF-8), for exact comparisons. */
final class CollectingSink implements RowSink {
    final List<List<Object>> rows = new ArrayList<>();
    private List<Object> current = new ArrayList<>();

    @Override
    public void longValue(long value) {
        current.add(value);
    }

    @Override
    public void stringValue(String value) {
        current.add(value);
    }

    @Override
    public void bytesValue(byte[] value, int offset, int length) {
        current.add(new String(value, offset, length, StandardCharsets.UTF_8));
    }

    @Override
    public void endRow() {
        rows.add(current);
        current = new ArrayList<>();
    }
}
