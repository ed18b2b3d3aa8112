package io.storagebench.tck.reference;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.KvScanSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RangeRead;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.CollectingSink;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The reference engine's read and write semantics against values computed by hand, where the conformance suite
 * (which compares the reference with itself here) cannot tell right from wrong.
 *
 * <p>Table t: (id, a, s) = (1, 5, x), (2, 3, y), (3, 5, z), (4, 1, y), (6, 3, w); index ia on a, so index order
 * (a, id) is (1,4) (3,2) (3,6) (5,1) (5,3).
 */
class ReferenceEngineTest {
    private static final TableSpec T = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("a", ColumnType.INT), ColumnSpec.of("s", ColumnType.VARCHAR, 10)), "id", false);
    private static final List<String> ID = List.of("id");

    private ReferenceEngine engine;
    private Session session;

    @BeforeEach
    void load() {
        engine = new ReferenceEngine();
        engine.createTable(T);
        session = engine.openSession();
        session.prepare(new InsertSpec("t", List.of("id", "a", "s"))).execute(List.of(
                new Object[] {1L, 5, "x"}, new Object[] {2L, 3, "y"}, new Object[] {3L, 5, "z"},
                new Object[] {4L, 1, "y"}, new Object[] {6L, 3, "w"}));
        engine.createIndex(new IndexSpec("ia", "t", List.of("a")));
    }

    @AfterEach
    void close() {
        session.close();
        engine.close();
    }

    @Test
    void primaryKeyRangesApplyBoundsDirectionAndLimit() {
        assertThat(range(RangeSpec.between("t", null, ID), 2, 4)).containsExactly(row(2L), row(3L), row(4L));
        assertThat(range(spec(null, Bound.EXCLUSIVE, Bound.INCLUSIVE, false, 0, ID), 2, 6))
                .containsExactly(row(3L), row(4L), row(6L));
        assertThat(range(spec(null, Bound.INCLUSIVE, Bound.EXCLUSIVE, false, 0, ID), 5, 6)).isEmpty();
        assertThat(range(spec(null, Bound.NONE, Bound.NONE, true, 2, ID), 0, 0)).containsExactly(row(6L), row(4L));
        assertThat(range(spec(null, Bound.NONE, Bound.INCLUSIVE, true, 0, ID), 0, 3))
                .containsExactly(row(3L), row(2L), row(1L));
    }

    @Test
    void indexRangesOrderByIndexColumnThenPrimaryKey() {
        List<String> aId = List.of("a", "id");
        assertThat(range(spec("ia", Bound.NONE, Bound.NONE, false, 0, aId), 0, 0)).containsExactly(
                row(1L, 4L), row(3L, 2L), row(3L, 6L), row(5L, 1L), row(5L, 3L));
        assertThat(range(spec("ia", Bound.NONE, Bound.NONE, true, 0, aId), 0, 0)).containsExactly(
                row(5L, 3L), row(5L, 1L), row(3L, 6L), row(3L, 2L), row(1L, 4L));
        assertThat(range(RangeSpec.onIndex("t", "ia", Bound.INCLUSIVE, List.of("s", "id"), 2), 3, 0))
                .containsExactly(row("y", 2L), row("w", 6L));
        assertThat(range(spec("ia", Bound.EXCLUSIVE, Bound.EXCLUSIVE, true, 0, ID), 1, 5))
                .containsExactly(row(6L), row(2L));
    }

    @Test
    void orderBySortsTheRangeAndDistinctDropsDuplicates() {
        List<String> s = List.of("s");
        assertThat(range(RangeSpec.ordered("t", null, s, "s", false), 1, 6))
                .containsExactly(row("w"), row("x"), row("y"), row("y"), row("z"));
        assertThat(range(RangeSpec.ordered("t", null, s, "s", true), 1, 6))
                .containsExactly(row("w"), row("x"), row("y"), row("z"));
        assertThat(range(RangeSpec.ordered("t", null, List.of("a", "id"), "a", true), 2, 6))
                .containsExactly(row(1L, 4L), row(3L, 2L), row(3L, 6L), row(5L, 3L));
        assertThat(range(RangeSpec.ordered("t", "ia", List.of("a"), "a", true), 0, 9))
                .containsExactly(row(1L), row(3L), row(5L));
    }

    @Test
    void countAndSumAreOneRowAndZeroWhenEmpty() {
        assertThat(range(RangeSpec.aggregate("t", null, Aggregate.COUNT, null), 2, 4)).containsExactly(row(3L));
        assertThat(range(RangeSpec.aggregate("t", null, Aggregate.SUM, "a"), 2, 4)).containsExactly(row(9L));
        assertThat(range(RangeSpec.aggregate("t", "ia", Aggregate.SUM, "id"), 3, 3)).containsExactly(row(8L));
        assertThat(range(RangeSpec.aggregate("t", null, Aggregate.SUM, "a"), 7, 9)).containsExactly(row(0L));
        assertThat(range(RangeSpec.aggregate("t", null, Aggregate.COUNT, null), 7, 9)).containsExactly(row(0L));
    }

    @Test
    void lookupsReturnEachMatchingRowOnce() {
        CollectingSink sink = new CollectingSink();
        int n = session.prepare(new LookupSpec("t", "ia", ID)).execute(new long[] {3, 3, 7, 1}, 3, sink);
        assertThat(n).isEqualTo(2);
        assertThat(sink.rows()).containsExactlyInAnyOrder(row(2L), row(6L));
        sink.clear();
        session.prepare(LookupSpec.byPrimaryKey("t", List.of("s"))).execute(new long[] {4, 4, 5}, 3, sink);
        assertThat(sink.rows()).containsExactly(row("y"));
    }

    @Test
    void addOnAnIndexedColumnMovesTheIndexEntry() {
        int changed = session.prepare(new UpdateSpec("t", "a", UpdateSpec.Kind.ADD)).execute(new long[] {4, 4, 9},
                3, 10);
        assertThat(changed).isEqualTo(1);
        assertThat(range(spec("ia", Bound.NONE, Bound.NONE, false, 0, List.of("a", "id")), 0, 0)).containsExactly(
                row(3L, 2L), row(3L, 6L), row(5L, 1L), row(5L, 3L), row(11L, 4L));
    }

    @Test
    void deleteOldestDeletesTheSmallestKeysAtOrAboveFromKey() {
        var deleteOldest = session.prepare(new DeleteOldestSpec("t"));
        assertThat(deleteOldest.execute(2, 2)).isEqualTo(2);
        assertThat(range(RangeSpec.between("t", null, ID), 0, 9)).containsExactly(row(1L), row(4L), row(6L));
        assertThat(deleteOldest.execute(5, 10)).isEqualTo(1);
        assertThat(deleteOldest.execute(0, 0)).isZero();
        assertThat(range(RangeSpec.between("t", null, ID), 0, 9)).containsExactly(row(1L), row(4L));
        assertThat(range(spec("ia", Bound.NONE, Bound.NONE, false, 0, ID), 0, 0)).containsExactly(row(4L), row(1L));
    }

    @Test
    void lengthPredicatesCountCharactersNotBytes() {
        session.prepare(new InsertSpec("t", List.of("id", "a", "s"))).execute(List.<Object[]>of(
                new Object[] {7L, 0, "\u00e9\u20ac"}));
        CollectingSink sink = new CollectingSink();
        session.prepare(new ScanSpec("t", ID, new Predicate("s", Predicate.Function.LENGTH,
                Predicate.Comparison.EQ, 2))).execute(sink);
        assertThat(sink.rows()).containsExactly(row(7L));
    }

    @Test
    void keyValueScansUseUnsignedByteOrderBothWays() {
        engine.createTable(TableSpec.keyValue("kv", 8, 8));
        var put = session.prepare(new KvPutSpec("kv"));
        for (byte[] key : new byte[][] {{(byte) 0xff}, {(byte) 0x80}, {0x7f}, {0x01, 0x00}, {0x01}}) {
            put.execute(key, new byte[] {key[0]});
        }
        assertThat(kvScan(true, new byte[] {(byte) 0x80}, 3)).containsExactly("0x80", "0x7f", "0x0100");
        assertThat(kvScan(true, new byte[] {0x01, 0x00, 0x00}, 9)).containsExactly("0x0100", "0x01");
        assertThat(kvScan(true, new byte[] {0x00}, 9)).isEmpty();
        assertThat(kvScan(false, new byte[] {0x01, 0x00, 0x00}, 9)).containsExactly("0x7f", "0x80", "0xff");
        assertThat(kvScan(false, new byte[] {0x01}, 2)).containsExactly("0x01", "0x0100");
    }

    private List<String> kvScan(boolean reverse, byte[] start, int limit) {
        CollectingSink sink = new CollectingSink(List.of(ColumnType.BINARY, ColumnType.BINARY));
        session.prepare(new KvScanSpec("kv", reverse)).execute(start, limit, sink);
        return sink.rows().stream().map(r -> hex((byte[]) r.get(0))).toList();
    }

    private List<List<Object>> range(RangeSpec spec, long lo, long hi) {
        CollectingSink sink = new CollectingSink();
        RangeRead read = session.prepare(spec);
        assertThat(read.execute(lo, hi, sink)).isEqualTo(sink.rowCount());
        return sink.rows();
    }

    private static RangeSpec spec(String index, Bound lower, Bound upper, boolean descending, int limit,
                                  List<String> projection) {
        return new RangeSpec("t", index, lower, upper, descending, limit, projection, Aggregate.NONE, null, null,
                false);
    }

    private static List<Object> row(Object... values) {
        return List.of(values);
    }

    private static String hex(byte[] bytes) {
        return "0x" + HexFormat.of().formatHex(bytes);
    }
}
