package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A real RocksDB engine in a temporary directory per test, and a sysbench-like table to work on. */
abstract class EngineFixture {
    static final long CACHE_BYTES = 8L << 20;
    /** sbtest(id BIGINT auto-increment, k INT, c VARCHAR(120), pad CHAR(60)); index k_idx(k) when asked. */
    static final TableSpec SBTEST = new TableSpec("sbtest", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("k", ColumnType.INT), ColumnSpec.of("c", ColumnType.VARCHAR, 120),
            ColumnSpec.of("pad", ColumnType.CHAR, 60)), "id", true);
    static final IndexSpec K_IDX = new IndexSpec("k_idx", "sbtest", List.of("k"));

    @TempDir
    Path dir;
    RocksDbEngine engine;
    Session session;

    @BeforeEach
    void openEngine() {
        engine = open(Map.of());
        session = engine.openSession();
    }

    @AfterEach
    void closeEngine() {
        if (engine != null) {
            engine.close();
        }
    }

    RocksDbEngine open(Map<String, String> options) {
        return (RocksDbEngine) new RocksDbEngineProvider().open(new EngineConfig(dir, CACHE_BYTES, options));
    }

    /** Creates sbtest and inserts rows id 1..n with k = id % 3, c = "c" + id, pad = "p". */
    void sbtest(int n, boolean withIndex) {
        engine.createTable(SBTEST);
        List<Object[]> rows = new ArrayList<>();
        for (int id = 1; id <= n; id++) {
            rows.add(new Object[] {id % 3, "c" + id, "p"});
        }
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad"))).execute(rows);
        if (withIndex) {
            engine.createIndex(K_IDX);
        }
    }

    static List<Object> row(Object... values) {
        return List.of(values);
    }

    /** Runs a range read and returns what it delivered. */
    List<List<Object>> range(RangeSpec spec, long lo, long hi) {
        CollectingSink sink = new CollectingSink();
        int n = session.prepare(spec).execute(lo, hi, sink);
        assertThat(n).isEqualTo(sink.rows.size());
        return sink.rows;
    }

    static RangeSpec range(String index, Bound lower, Bound upper, boolean descending, int limit, String... projection) {
        return new RangeSpec("sbtest", index, lower, upper, descending, limit, List.of(projection),
                Aggregate.NONE, null, null, false);
    }

    /** Every (k, id) entry of k_idx, in index order, read covered from the index. */
    List<List<Object>> indexEntries() {
        return range(range("k_idx", Bound.NONE, Bound.NONE, false, 0, "k", "id"), 0, 0);
    }

    /** The (k, id) pairs the rows say the index must hold, in index order. */
    List<List<Object>> expectedIndexEntries() {
        CollectingSink sink = new CollectingSink();
        session.prepare(new ScanSpec("sbtest", List.of("k", "id"), null)).execute(sink);
        List<List<Object>> entries = new ArrayList<>(sink.rows);
        entries.sort((a, b) -> a.get(0).equals(b.get(0)) ? Long.compare((Long) a.get(1), (Long) b.get(1))
                : Long.compare((Long) a.get(0), (Long) b.get(0)));
        return entries;
    }
}
