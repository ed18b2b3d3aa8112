package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.Lookup;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.Predicate;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import java.util.List;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * Every relational shape on sbtest rows id 1..10, k = id % 3, c = "c" + id, pad = "p", with exact results:
 * k is 1,2,0,1,2,0,1,2,0,1 for ids 1..10.
 */
class RelationalShapesTest extends EngineFixture {

    private List<List<Object>> lookup(LookupSpec spec, long... keys) {
        CollectingSink sink = new CollectingSink();
        Lookup lookup = session.prepare(spec);
        assertThat(lookup.execute(keys, keys.length, sink)).isEqualTo(sink.rows.size());
        return sink.rows;
    }

    private List<List<Object>> scan(ScanSpec spec) {
        CollectingSink sink = new CollectingSink();
        assertThat(session.prepare(spec).execute(sink)).isEqualTo(sink.rows.size());
        return sink.rows;
    }

    private OptionalLong bound(KeyBoundSpec.Which which) {
        return session.prepare(new KeyBoundSpec("sbtest", which)).execute();
    }

    @Test
    void insertAssignsIncreasingKeysAcrossBatches() {
        sbtest(3, false);
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.of(new Object[] {7, "x", "p"}, new Object[] {8, "y", "p"}));
        assertThat(lookup(LookupSpec.byPrimaryKey("sbtest", List.of("id", "k", "c")), 4, 5))
                .containsExactly(row(4L, 7L, "x"), row(5L, 8L, "y"));
        assertThat(bound(KeyBoundSpec.Which.MAX)).hasValue(5);
    }

    @Test
    void insertWithGivenKeyRefusesDuplicatesAndMovesTheCounterPastIt() {
        sbtest(3, true);
        var insert = session.prepare(new InsertSpec("sbtest", List.of("id", "k", "c", "pad")));
        assertThatThrownBy(() -> insert.execute(List.<Object[]>of(new Object[] {2L, 1, "dup", "p"})))
                .isInstanceOf(EngineException.class).hasMessageContaining("duplicate primary key 2");
        assertThatThrownBy(() -> insert.execute(List.of(new Object[] {20L, 1, "a", "p"}, new Object[] {20L, 1, "b",
                "p"}))).isInstanceOf(EngineException.class).hasMessageContaining("duplicate primary key 20");
        assertThat(insert.execute(List.<Object[]>of(new Object[] {50L, 1, "given", "p"}))).isEqualTo(1);
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {1, "auto", "p"}));
        assertThat(bound(KeyBoundSpec.Which.MAX)).hasValue(51);
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void lookupByPrimaryKeyReturnsEachExistingRowOnce() {
        sbtest(10, false);
        CollectingSink sink = new CollectingSink();
        long[] keys = {3, 1, 3, 42, 5};
        int n = session.prepare(LookupSpec.byPrimaryKey("sbtest", List.of("id", "c"))).execute(keys, 4, sink);
        assertThat(n).isEqualTo(2);
        assertThat(sink.rows).containsExactlyInAnyOrder(row(1L, "c1"), row(3L, "c3"));
        assertThat(lookup(LookupSpec.byPrimaryKey("sbtest", List.of("id")), 10)).containsExactly(row(10L));
    }

    @Test
    void lookupBySecondaryIndexCoveredAndNotCovered() {
        sbtest(10, true);
        assertThat(lookup(new LookupSpec("sbtest", "k_idx", List.of("k", "id")), 2, 0, 2, 7))
                .containsExactlyInAnyOrder(row(0L, 3L), row(0L, 6L), row(0L, 9L), row(2L, 2L), row(2L, 5L), row(2L, 8L));
        assertThat(lookup(new LookupSpec("sbtest", "k_idx", List.of("id", "c")), 0))
                .containsExactlyInAnyOrder(row(3L, "c3"), row(6L, "c6"), row(9L, "c9"));
    }

    @Test
    void rangeOnPrimaryKeyHonoursBoundsDirectionLimitAndProjection() {
        sbtest(10, false);
        assertThat(range(RangeSpec.between("sbtest", null, List.of("id")), 2, 5))
                .containsExactly(row(2L), row(3L), row(4L), row(5L));
        assertThat(range(range(null, Bound.EXCLUSIVE, Bound.EXCLUSIVE, false, 0, "id"), 2, 5))
                .containsExactly(row(3L), row(4L));
        assertThat(range(range(null, Bound.NONE, Bound.INCLUSIVE, false, 0, "id"), 99, 3))
                .containsExactly(row(1L), row(2L), row(3L));
        assertThat(range(range(null, Bound.INCLUSIVE, Bound.NONE, false, 0, "id"), 8, 0))
                .containsExactly(row(8L), row(9L), row(10L));
        assertThat(range(range(null, Bound.INCLUSIVE, Bound.INCLUSIVE, true, 2, "id", "k"), 2, 5))
                .containsExactly(row(5L, 2L), row(4L, 1L));
        assertThat(range(range(null, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, "c", "pad"), 1, 2))
                .containsExactly(row("c1", "p"), row("c2", "p"));
        assertThat(range(range(null, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, "id"), 9, Long.MAX_VALUE))
                .containsExactly(row(9L), row(10L));
        assertThat(range(range(null, Bound.EXCLUSIVE, Bound.NONE, false, 0, "id"), Long.MAX_VALUE, 0)).isEmpty();
        assertThat(range(range(null, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 0, "id"), 6, 5)).isEmpty();
    }

    @Test
    void aPreparedReadIsReusedWithNewBoundsAndValues() {
        sbtest(10, true);
        var between = session.prepare(RangeSpec.between("sbtest", null, List.of("id")));
        var descending = session.prepare(range("k_idx", Bound.EXCLUSIVE, Bound.INCLUSIVE, true, 2, "id"));
        Lookup byK = session.prepare(new LookupSpec("sbtest", "k_idx", List.of("id")));
        for (int round = 0; round < 2; round++) {
            CollectingSink sink = new CollectingSink();
            between.execute(2, 3, sink);
            between.execute(9, 20, sink);
            between.execute(5, 4, sink);
            assertThat(sink.rows).containsExactly(row(2L), row(3L), row(9L), row(10L));
            sink = new CollectingSink();
            descending.execute(0, 1, sink);
            descending.execute(-5, 0, sink);
            assertThat(sink.rows).containsExactly(row(10L), row(7L), row(9L), row(6L));
            sink = new CollectingSink();
            byK.execute(new long[] {2}, 1, sink);
            byK.execute(new long[] {1, 0}, 1, sink);
            assertThat(sink.rows).containsExactly(row(2L), row(5L), row(8L), row(1L), row(4L), row(7L), row(10L));
        }
    }

    @Test
    void rangeOnIndexDecodesCoveredReadsAndFetchesTheRest() {
        sbtest(10, true);
        assertThat(range(RangeSpec.onIndex("sbtest", "k_idx", Bound.INCLUSIVE, List.of("k", "id"), 4), 1, 0))
                .containsExactly(row(1L, 1L), row(1L, 4L), row(1L, 7L), row(1L, 10L));
        assertThat(range(RangeSpec.onIndex("sbtest", "k_idx", Bound.INCLUSIVE, List.of("id", "c"), 2), 2, 0))
                .containsExactly(row(2L, "c2"), row(5L, "c5"));
        assertThat(range(range("k_idx", Bound.INCLUSIVE, Bound.INCLUSIVE, true, 3, "k", "id"), 0, 1))
                .containsExactly(row(1L, 10L), row(1L, 7L), row(1L, 4L));
        assertThat(range(range("k_idx", Bound.INCLUSIVE, Bound.EXCLUSIVE, true, 0, "c"), 0, 1))
                .containsExactly(row("c9"), row("c6"), row("c3"));
    }

    @Test
    void rangeAggregatesCountAndSumWithZeroForAnEmptyRange() {
        sbtest(10, true);
        assertThat(range(RangeSpec.aggregate("sbtest", null, Aggregate.COUNT, null), 2, 6)).containsExactly(row(5L));
        assertThat(range(RangeSpec.aggregate("sbtest", null, Aggregate.SUM, "k"), 1, 6)).containsExactly(row(6L));
        assertThat(range(RangeSpec.aggregate("sbtest", "k_idx", Aggregate.COUNT, null), 1, 2))
                .containsExactly(row(7L));
        assertThat(range(RangeSpec.aggregate("sbtest", "k_idx", Aggregate.SUM, "id"), 0, 0))
                .containsExactly(row(18L));
        assertThat(range(RangeSpec.aggregate("sbtest", null, Aggregate.COUNT, null), 100, 200))
                .containsExactly(row(0L));
    }

    @Test
    void rangeOrderByIsStableAndDistinctDropsDuplicates() {
        sbtest(10, false);
        assertThat(range(RangeSpec.ordered("sbtest", null, List.of("k"), "k", true), 1, 10))
                .containsExactly(row(0L), row(1L), row(2L));
        assertThat(range(RangeSpec.ordered("sbtest", null, List.of("c"), "c", false), 8, 10))
                .containsExactly(row("c10"), row("c8"), row("c9"));
        assertThat(range(RangeSpec.ordered("sbtest", null, List.of("id", "k"), "k", false), 1, 6))
                .containsExactly(row(3L, 0L), row(6L, 0L), row(1L, 1L), row(4L, 1L), row(2L, 2L), row(5L, 2L));
        RangeSpec distinctLimited = new RangeSpec("sbtest", null, Bound.INCLUSIVE, Bound.INCLUSIVE, false, 2,
                List.of("k"), Aggregate.NONE, null, null, true);
        assertThat(range(distinctLimited, 1, 10)).containsExactly(row(1L), row(2L));
    }

    @Test
    void scanTestsValueAndLengthPredicatesOnEveryRow() {
        sbtest(10, false);
        assertThat(scan(new ScanSpec("sbtest", List.of("id"),
                new Predicate("c", Predicate.Function.LENGTH, Predicate.Comparison.LT, 0)))).isEmpty();
        assertThat(scan(new ScanSpec("sbtest", List.of("id"),
                new Predicate("k", Predicate.Function.VALUE, Predicate.Comparison.EQ, 2))))
                .containsExactly(row(2L), row(5L), row(8L));
        assertThat(scan(new ScanSpec("sbtest", List.of("c"),
                new Predicate("c", Predicate.Function.LENGTH, Predicate.Comparison.GE, 3)))).containsExactly(row("c10"));
        assertThat(scan(new ScanSpec("sbtest", List.of("id"),
                new Predicate("id", Predicate.Function.VALUE, Predicate.Comparison.GT, 8))))
                .containsExactly(row(9L), row(10L));
        assertThat(scan(new ScanSpec("sbtest", List.of("id"), null))).hasSize(10);
    }

    @Test
    void updateSetsOrAddsAndCountsMatchedRowsOnce() {
        sbtest(10, true);
        Update add = session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD));
        assertThat(add.execute(new long[] {1, 1, 99}, 3, 10L)).isEqualTo(1);
        Update set = session.prepare(new UpdateSpec("sbtest", "c", UpdateSpec.Kind.SET));
        assertThat(set.execute(new long[] {2, 3, 4}, 2, "new")).isEqualTo(2);
        assertThat(lookup(LookupSpec.byPrimaryKey("sbtest", List.of("id", "k", "c")), 1, 2, 3, 4))
                .containsExactly(row(1L, 11L, "c1"), row(2L, 2L, "new"), row(3L, 0L, "new"), row(4L, 1L, "c4"));
        assertThatThrownBy(() -> add.execute(new long[] {1}, 1, (long) Integer.MAX_VALUE))
                .isInstanceOf(EngineException.class).hasMessageContaining("out of range");
        assertThatThrownBy(() -> set.execute(new long[] {1}, 1, "x".repeat(121)))
                .isInstanceOf(EngineException.class).hasMessageContaining("too long");
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void deleteByKeyReturnsOneThenZero() {
        sbtest(10, true);
        var delete = session.prepare(new DeleteSpec("sbtest"));
        assertThat(delete.execute(4)).isEqualTo(1);
        assertThat(delete.execute(4)).isZero();
        assertThat(lookup(LookupSpec.byPrimaryKey("sbtest", List.of("id")), 4)).isEmpty();
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries()).hasSize(9);
    }

    @Test
    void deleteOldestDeletesTheSmallestKeysAtOrAboveTheStart() {
        sbtest(10, true);
        var deleteOldest = session.prepare(new DeleteOldestSpec("sbtest"));
        assertThat(deleteOldest.execute(3, 4)).isEqualTo(4);
        assertThat(range(RangeSpec.between("sbtest", null, List.of("id")), 1, 10))
                .containsExactly(row(1L), row(2L), row(7L), row(8L), row(9L), row(10L));
        assertThat(deleteOldest.execute(0, 3)).isEqualTo(3);
        assertThat(bound(KeyBoundSpec.Which.MIN)).hasValue(8);
        assertThat(deleteOldest.execute(100, 5)).isZero();
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries()).hasSize(3);
    }

    @Test
    void keyBoundsAreEmptyForAnEmptyTableThenMinAndMax() {
        engine.createTable(SBTEST);
        assertThat(bound(KeyBoundSpec.Which.MIN)).isEmpty();
        assertThat(bound(KeyBoundSpec.Which.MAX)).isEmpty();
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.of(new Object[] {1, "a", "p"}, new Object[] {2, "b", "p"}, new Object[] {3, "c", "p"}));
        assertThat(bound(KeyBoundSpec.Which.MIN)).hasValue(1);
        assertThat(bound(KeyBoundSpec.Which.MAX)).hasValue(3);
    }
}
