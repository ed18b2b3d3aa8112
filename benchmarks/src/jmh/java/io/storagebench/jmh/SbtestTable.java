package io.storagebench.jmh;

import io.storagebench.spi.Engine;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A sysbench-like table ({@code sbtest}: id BIGINT auto-increment primary key, k INT, c CHAR(120), pad CHAR(60)),
 * filled through the SPI with rows shaped like sysbench's: c is ten groups of 11 digits joined by '-' (119
 * characters), pad five groups (59). Keys are 1..rows.
 */
final class SbtestTable {
    static final String NAME = "sbtest1";
    static final TableSpec SPEC = new TableSpec(NAME, List.of(
            ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("k", ColumnType.INT),
            ColumnSpec.of("c", ColumnType.CHAR, 120),
            ColumnSpec.of("pad", ColumnType.CHAR, 60)), "id", true);
    /** Every column, in table order: what the benchmark's lookups project. */
    static final List<String> ALL_COLUMNS = List.of("id", "k", "c", "pad");
    private static final List<String> INSERT_COLUMNS = List.of("k", "c", "pad");
    private static final int BATCH_ROWS = 1000;

    private SbtestTable() {
    }

    /** Creates the table and inserts {@code rows} rows (keys 1..rows) in batches, then checks the largest key. */
    static void load(Engine engine, int rows, long seed) {
        engine.createTable(SPEC);
        SplittableRandom random = new SplittableRandom(seed);
        try (Session session = engine.openSession()) {
            Insert insert = session.prepare(new InsertSpec(NAME, INSERT_COLUMNS));
            List<Object[]> batch = new ArrayList<>(BATCH_ROWS);
            for (int done = 0; done < rows; done += batch.size()) {
                batch.clear();
                for (int i = 0; i < Math.min(BATCH_ROWS, rows - done); i++) {
                    batch.add(new Object[] {1 + random.nextInt(rows), digitGroups(random, 10), digitGroups(random, 5)});
                }
                insert.execute(batch);
            }
            KeyBound max = session.prepare(new KeyBoundSpec(NAME, KeyBoundSpec.Which.MAX));
            long largest = max.execute().orElse(0);
            if (largest != rows) {
                throw new IllegalStateException("loaded " + rows + " rows but the largest key is " + largest);
            }
        }
    }

    /** sysbench's {@code ###########-###########-...}: {@code groups} groups of 11 random digits. */
    private static String digitGroups(SplittableRandom random, int groups) {
        StringBuilder s = new StringBuilder(groups * 12);
        for (int g = 0; g < groups; g++) {
            if (g > 0) {
                s.append('-');
            }
            for (int d = 0; d < 11; d++) {
                s.append((char) ('0' + random.nextInt(10)));
            }
        }
        return s.toString();
    }
}
