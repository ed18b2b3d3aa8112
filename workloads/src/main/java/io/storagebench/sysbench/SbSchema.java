package io.storagebench.sysbench;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;

/** The sbtest tables (oltp_common.lua create_table): id auto-increment PK, k, c CHAR(120), pad CHAR(60), k_N on k. */
final class SbSchema {
    static final String ID = "id";
    static final String K = "k";
    static final String C = "c";
    static final String PAD = "pad";
    /** The bulk load and insert leave id to auto-increment. */
    static final List<String> LOAD_COLUMNS = List.of(K, C, PAD);
    /** write-only and read-write re-insert the id they deleted. */
    static final List<String> ALL_COLUMNS = List.of(ID, K, C, PAD);

    private SbSchema() {
    }

    /** Table {@code t} (0-based): sbtest1, sbtest2, ... */
    static String table(int t) {
        return "sbtest" + (t + 1);
    }

    /** The k index of table {@code t}: k_1, k_2, ... */
    static String kIndex(int t) {
        return "k_" + (t + 1);
    }

    static TableSpec tableSpec(int t) {
        return new TableSpec(table(t), List.of(
                ColumnSpec.of(ID, ColumnType.INT),
                ColumnSpec.of(K, ColumnType.INT),
                ColumnSpec.of(C, ColumnType.CHAR, Defaults.C_LENGTH),
                ColumnSpec.of(PAD, ColumnType.CHAR, Defaults.PAD_LENGTH)), ID, true);
    }

    static IndexSpec kIndexSpec(int t) {
        return new IndexSpec(kIndex(t), table(t), List.of(K));
    }
}
