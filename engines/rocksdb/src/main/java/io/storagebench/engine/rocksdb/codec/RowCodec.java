package io.storagebench.engine.rocksdb.codec;

import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;

/**
 * A table's primary-key and row-value encodings.
 *
 * <p>Key: an integer primary key as 8 order-preserving bytes ({@link KeyCodec}); a text or binary key raw. Value:
 * every other column in table order, INT as 4 bytes, BIGINT and TIMESTAMP as 8 bytes (big-endian), text and binary
 * as a varint length and the bytes (text as UTF-8). A key-value space (a binary key and a single binary value
 * column) stores the value raw, so db_bench-style values cost no framing.
 */
public final class RowCodec {
    private final ColumnType[] types;
    private final int keyColumn;
    private final int[] valueColumns;
    private final boolean rawValue;

    public RowCodec(TableSpec table) {
        types = table.columns().stream().map(c -> c.type()).toArray(ColumnType[]::new);
        keyColumn = table.indexOf(table.primaryKey());
        valueColumns = new int[types.length - 1];
        for (int i = 0, j = 0; i < types.length; i++) {
            if (i != keyColumn) {
                valueColumns[j++] = i;
            }
        }
        rawValue = isKeyValueSpace(table);
    }

    /** True for a table shaped like {@code TableSpec.keyValue}: a binary key and one binary value column. */
    public static boolean isKeyValueSpace(TableSpec table) {
        return table.columns().size() == 2
                && table.columns().stream().allMatch(c -> c.type() == ColumnType.BINARY);
    }

    public int columns() {
        return types.length;
    }

    public int keyColumn() {
        return keyColumn;
    }

    public boolean integerKey() {
        return types[keyColumn].isInteger();
    }

    public ColumnType type(int column) {
        return types[column];
    }

    /** Appends the primary key of {@code row} in key form. */
    public void encodeKey(RowView row, Bytes out) {
        if (integerKey()) {
            out.putKeyLong(row.getLong(keyColumn));
        } else {
            out.putBytes(row.array(keyColumn), row.offset(keyColumn), row.length(keyColumn));
        }
    }

    /** Sets the primary-key column of {@code row} from a key (the view keeps a reference to {@code key}). */
    public void decodeKey(byte[] key, int offset, int length, RowView row) {
        if (integerKey()) {
            row.setLong(keyColumn, KeyCodec.getKeyLong(key, offset));
        } else {
            row.setBytes(keyColumn, key, offset, length);
        }
    }

    /** Appends the value of {@code row}: every column but the key. */
    public void encodeValue(RowView row, Bytes out) {
        if (rawValue) {
            int c = valueColumns[0];
            out.putBytes(row.array(c), row.offset(c), row.length(c));
            return;
        }
        for (int c : valueColumns) {
            switch (types[c]) {
                case INT -> out.putInt((int) row.getLong(c));
                case BIGINT, TIMESTAMP -> out.putLong(row.getLong(c));
                default -> {
                    out.putVarint(row.length(c));
                    out.putBytes(row.array(c), row.offset(c), row.length(c));
                }
            }
        }
    }

    /** Sets every non-key column of {@code row} from a value (text and binary reference {@code value}). */
    public void decodeValue(byte[] value, int length, RowView row) {
        if (rawValue) {
            row.setBytes(valueColumns[0], value, 0, length);
            return;
        }
        int p = 0;
        for (int c : valueColumns) {
            switch (types[c]) {
                case INT -> {
                    row.setLong(c, Bytes.getInt(value, p));
                    p += 4;
                }
                case BIGINT, TIMESTAMP -> {
                    row.setLong(c, Bytes.getLong(value, p));
                    p += 8;
                }
                default -> {
                    int len = 0;
                    int shift = 0;
                    byte b;
                    do {
                        b = value[p++];
                        len |= (b & 0x7F) << shift;
                        shift += 7;
                    } while (b < 0);
                    row.setBytes(c, value, p, len);
                    p += len;
                }
            }
        }
        if (p != length) {
            throw new IllegalStateException("row value of " + length + " bytes decoded to " + p);
        }
    }
}
