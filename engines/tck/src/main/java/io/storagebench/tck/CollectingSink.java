package io.storagebench.tck;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;

/**
 * A {@link RowSink} that keeps every row, for assertions: integer values become {@code Long}, text {@code String},
 * binary {@code byte[]} (copied, since an engine may reuse its buffer).
 *
 * <p>Told the projection's column types, it also decodes text delivered through {@code bytesValue} as UTF-8 (and
 * encodes binary delivered through {@code stringValue} as UTF-8), so rows compare equal whichever way an engine
 * delivers them, and it rejects what the {@link RowSink} contract forbids: a value of the wrong kind for its column
 * or a row with the wrong number of values. Without types it keeps values as delivered ({@code bytesValue} as
 * {@code byte[]}). Like every sink, it is used by one thread.
 */
public final class CollectingSink implements RowSink {
    private final List<ColumnType> types;
    private final List<List<Object>> rows = new ArrayList<>();
    private List<Object> current = new ArrayList<>();

    /** A sink that keeps values as delivered. */
    public CollectingSink() {
        this.types = null;
    }

    /** A sink for rows of these column types, in projection order. */
    public CollectingSink(List<ColumnType> types) {
        this.types = List.copyOf(types);
    }

    @Override
    public void longValue(long value) {
        ColumnType type = next();
        if (type != null && !type.isInteger()) {
            throw violation("longValue(" + value + ")", type);
        }
        current.add(value);
    }

    @Override
    public void stringValue(String value) {
        ColumnType type = next();
        if (type != null && type.isInteger()) {
            throw violation("stringValue(\"" + value + "\")", type);
        }
        current.add(type == ColumnType.BINARY ? value.getBytes(StandardCharsets.UTF_8) : value);
    }

    @Override
    public void bytesValue(byte[] value, int offset, int length) {
        ColumnType type = next();
        if (type != null && type.isInteger()) {
            throw violation("bytesValue(" + length + " bytes)", type);
        }
        boolean text = type == ColumnType.VARCHAR || type == ColumnType.CHAR;
        current.add(text ? new String(value, offset, length, StandardCharsets.UTF_8)
                : Arrays.copyOfRange(value, offset, offset + length));
    }

    @Override
    public void endRow() {
        if (types != null && current.size() != types.size()) {
            throw new AssertionError("endRow() after " + current.size() + " values; the projection has "
                    + types.size() + " columns " + types);
        }
        rows.add(Collections.unmodifiableList(current));
        current = new ArrayList<>();
    }

    /** The complete rows so far, in delivery order. */
    public List<List<Object>> rows() {
        return Collections.unmodifiableList(rows);
    }

    /** Number of complete rows. */
    public int rowCount() {
        return rows.size();
    }

    /** True when no value was delivered after the last {@link #endRow()}. */
    public boolean isComplete() {
        return current.isEmpty();
    }

    /** Forgets every row, to reuse the sink. */
    public void clear() {
        rows.clear();
        current = new ArrayList<>();
    }

    /** The type of the value being delivered; null for an untyped sink. */
    private ColumnType next() {
        if (types == null) {
            return null;
        }
        if (current.size() >= types.size()) {
            throw new AssertionError("value " + (current.size() + 1) + " in a row of a projection with "
                    + types.size() + " columns " + types + " (missing endRow()?)");
        }
        return types.get(current.size());
    }

    private AssertionError violation(String call, ColumnType type) {
        return new AssertionError(call + " for column " + (current.size() + 1) + " of type " + type
                + ": integer types go through longValue, text and binary through stringValue or bytesValue");
    }
}
