package io.storagebench.ibench;

import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;

/** The Insert Benchmark table {@code pi<N>} and its three secondary indexes (iibench.py create_table/create_index). */
final class IbenchSchema {
    static final String PK = "transactionid";
    /** Columns the client inserts, in the order of iibench.py's INSERT. */
    static final List<String> INSERT_COLUMNS =
            List.of("dateandtime", "cashregisterid", "customerid", "productid", "price", "data");
    static final List<String> MARKET = List.of("productid", "customerid", "price");
    static final List<String> REGISTER = List.of("cashregisterid", "customerid", "price");
    static final List<String> PDC = List.of("price", "dateandtime", "customerid");
    static final List<String> POINT_PROJECTION = List.of("transactionid", "productid", "data");

    private IbenchSchema() {
    }

    /** Table of client {@code client} (0-based): pi1, pi2, ... */
    static String table(int client) {
        return "pi" + (client + 1);
    }

    static TableSpec tableSpec(int client) {
        return new TableSpec(table(client), List.of(
                ColumnSpec.of(PK, ColumnType.BIGINT),
                ColumnSpec.of("dateandtime", ColumnType.TIMESTAMP),
                ColumnSpec.of("cashregisterid", ColumnType.INT),
                ColumnSpec.of("customerid", ColumnType.INT),
                ColumnSpec.of("productid", ColumnType.INT),
                ColumnSpec.of("price", ColumnType.INT),
                ColumnSpec.of("data", ColumnType.VARCHAR, 4000)), PK, true);
    }

    static String marketIndex(int client) {
        return table(client) + "_marketsegment";
    }

    static String registerIndex(int client) {
        return table(client) + "_registersegment";
    }

    static String pdcIndex(int client) {
        return table(client) + "_pdc";
    }

    static List<IndexSpec> indexes(int client) {
        String t = table(client);
        return List.of(new IndexSpec(marketIndex(client), t, MARKET),
                new IndexSpec(registerIndex(client), t, REGISTER),
                new IndexSpec(pdcIndex(client), t, PDC));
    }
}
