package io.storagebench.engine.rocksdb;

import io.storagebench.engine.rocksdb.codec.IndexKeyCodec;
import io.storagebench.spi.schema.IndexSpec;
import org.rocksdb.ColumnFamilyHandle;

/** A secondary index: its column family ({@code i:<table>:<index>}) and key codec. */
final class IndexState {
    final IndexSpec spec;
    /** Replaced when the engine reopens the database (see {@link TableState#reopened}). */
    volatile ColumnFamilyHandle family;
    final IndexKeyCodec codec;
    /** Table positions of the index columns. */
    final int[] columns;

    IndexState(IndexSpec spec, ColumnFamilyHandle family, IndexKeyCodec codec, int[] columns) {
        this.spec = spec;
        this.family = family;
        this.codec = codec;
        this.columns = columns.clone();
    }

    static String familyName(String table, String index) {
        return "i:" + table + ":" + index;
    }

    /** True when every needed table column is an index column or the primary key, so no row fetch is needed. */
    boolean covers(int[] needed, int keyColumn) {
        for (int c : needed) {
            if (c != keyColumn && !codec.contains(c)) {
                return false;
            }
        }
        return true;
    }
}
