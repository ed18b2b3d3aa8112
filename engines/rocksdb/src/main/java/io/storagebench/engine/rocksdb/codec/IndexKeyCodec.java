package io.storagebench.engine.rocksdb.codec;

import io.storagebench.spi.schema.ColumnType;

/**
 * Keys of a secondary-index column family: the index columns in order (integers as 8 order-preserving bytes, text
 * and binary escaped and terminated), then the primary key in key form. Values are empty. Entries therefore sort by
 * index columns, then primary key, and a covered read decodes every column it needs from the key alone.
 */
public final class IndexKeyCodec {
    private final RowCodec table;
    private final int[] columns;

    /** @param columns table positions of the index columns, in index order */
    public IndexKeyCodec(RowCodec table, int[] columns) {
        this.table = table;
        this.columns = columns.clone();
    }

    /** True when the first index column is an integer, so ranges and lookups can bound it with a long. */
    public boolean integerPrefix() {
        return table.type(columns[0]).isInteger();
    }

    public boolean contains(int column) {
        for (int c : columns) {
            if (c == column) {
                return true;
            }
        }
        return false;
    }

    public void encode(RowView row, Bytes out) {
        for (int c : columns) {
            if (table.type(c).isInteger()) {
                out.putKeyLong(row.getLong(c));
            } else {
                KeyCodec.putEscaped(out, row.array(c), row.offset(c), row.length(c));
            }
        }
        table.encodeKey(row, out);
    }

    /** Sets the index columns and the primary key of {@code row} from an index key. */
    public void decode(byte[] key, int length, RowView row) {
        Bytes scratch = row.scratch().clear();
        int p = 0;
        for (int c : columns) {
            ColumnType type = table.type(c);
            if (type.isInteger()) {
                row.setLong(c, KeyCodec.getKeyLong(key, p));
                p += KeyCodec.LONG_KEY_BYTES;
            } else {
                int start = scratch.length();
                p = KeyCodec.getEscaped(key, p, length, scratch);
                // scratch may grow while decoding; earlier columns keep the array they were copied into
                row.setBytes(c, scratch.array(), start, scratch.length() - start);
            }
        }
        table.decodeKey(key, p, length - p, row);
    }
}
