package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.Aggregate;
import io.storagebench.spi.op.Bound;
import io.storagebench.spi.op.DeleteOldestSpec;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Secondary-index entries stay exactly the rows' (k, id) pairs through every kind of write. */
class IndexMaintenanceTest extends EngineFixture {

    @Test
    void createIndexCoversTheRowsAlreadyThere() {
        sbtest(20, true);
        assertThat(indexEntries()).hasSize(20).isEqualTo(expectedIndexEntries());
    }

    @Test
    void indexFollowsInsertUpdateDeleteAndDeleteOldest() {
        sbtest(20, true);
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.of(new Object[] {7, "a", "p"}, new Object[] {7, "b", "p"}));
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
        session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD)).execute(new long[] {1, 2, 21}, 3, 5);
        session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.SET)).execute(new long[] {3, 4}, 2, 1);
        session.prepare(new UpdateSpec("sbtest", "c", UpdateSpec.Kind.SET)).execute(new long[] {5}, 1, "other");
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
        session.prepare(new DeleteSpec("sbtest")).execute(10);
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
        session.prepare(new DeleteOldestSpec("sbtest")).execute(1, 6);
        assertThat(indexEntries()).hasSize(15).isEqualTo(expectedIndexEntries());
    }

    @Test
    void autoIncrementIncreasesAndSurvivesDeleteOldest() {
        sbtest(10, true);
        assertThat(session.prepare(new DeleteOldestSpec("sbtest")).execute(0, 10)).isEqualTo(10);
        assertThat(session.prepare(new KeyBoundSpec("sbtest", KeyBoundSpec.Which.MAX)).execute()).isEmpty();
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {1, "after", "p"}));
        assertThat(session.prepare(new KeyBoundSpec("sbtest", KeyBoundSpec.Which.MIN)).execute()).hasValue(11);
        assertThat(indexEntries()).containsExactly(row(1L, 11L));
    }

    @Test
    void concurrentReadModifyWritesKeepTheIndexExact() throws Exception {
        sbtest(20, true);
        ExecutorService pool = Executors.newFixedThreadPool(4);
        List<Future<?>> done = new ArrayList<>();
        for (int w = 0; w < 4; w++) {
            long seed = w;
            done.add(pool.submit(() -> {
                try (Session s = engine.openSession()) {
                    Update add = s.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD));
                    Update set = s.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.SET));
                    var delete = s.prepare(new DeleteSpec("sbtest"));
                    var insert = s.prepare(new InsertSpec("sbtest", List.of("id", "k", "c", "pad")));
                    SplittableRandom random = new SplittableRandom(seed);
                    for (int i = 0; i < 300; i++) {
                        long id = 1 + random.nextInt(20);
                        switch (random.nextInt(4)) {
                            case 0 -> add.execute(new long[] {id, 1 + random.nextInt(20)}, 2, 1L);
                            case 1 -> set.execute(new long[] {id}, 1, random.nextInt(5));
                            default -> {
                                // sysbench write-only: delete and re-insert one id in a transaction
                                s.begin();
                                delete.execute(id);
                                try {
                                    insert.execute(List.<Object[]>of(new Object[] {id, random.nextInt(5), "re", "p"}));
                                    s.commit();
                                } catch (EngineException e) {
                                    // another session re-inserted the id first; the transaction was rolled back
                                }
                            }
                        }
                    }
                }
                return null;
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        for (Future<?> f : done) {
            f.get();
        }
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void concurrentAddsAreSerialisedByRowLocks() throws Exception {
        sbtest(5, true);
        long before = sumOfK();
        int threads = 4;
        int perThread = 250;
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<Future<?>> done = new ArrayList<>();
        for (int w = 0; w < threads; w++) {
            done.add(pool.submit(() -> {
                try (Session s = engine.openSession()) {
                    Update add = s.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD));
                    for (int i = 0; i < perThread; i++) {
                        add.execute(new long[] {1 + i % 5}, 1, 1);
                    }
                }
            }));
        }
        pool.shutdown();
        assertThat(pool.awaitTermination(60, TimeUnit.SECONDS)).isTrue();
        for (Future<?> f : done) {
            f.get();
        }
        assertThat(sumOfK()).isEqualTo(before + (long) threads * perThread);
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void textAndCompositeIndexKeysKeepByteOrderAndDecodeExactly() {
        TableSpec pi = new TableSpec("pi1", List.of(ColumnSpec.of("transactionid", ColumnType.BIGINT),
                ColumnSpec.of("productid", ColumnType.INT), ColumnSpec.of("customerid", ColumnType.INT),
                ColumnSpec.of("price", ColumnType.INT), ColumnSpec.of("data", ColumnType.VARCHAR, 4000)),
                "transactionid", true);
        engine.createTable(pi);
        session.prepare(new InsertSpec("pi1", List.of("productid", "customerid", "price", "data"))).execute(List.of(
                new Object[] {5, 10, 300, "ab"}, new Object[] {5, 9, 100, "a\u0000b"}, new Object[] {-3, 1, 7, "a"},
                new Object[] {6, 1, 2, "\u00e9t\u00e9"}, new Object[] {5, 9, 50, ""}));
        engine.createIndex(new IndexSpec("pi1_marketsegment", "pi1", List.of("productid", "customerid", "price")));
        engine.createIndex(new IndexSpec("pi1_data", "pi1", List.of("data", "productid")));
        assertThat(range(RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE,
                List.of("productid", "customerid", "price", "transactionid"), 3), 5, 0))
                .containsExactly(row(5L, 9L, 50L, 5L), row(5L, 9L, 100L, 2L), row(5L, 10L, 300L, 1L));
        assertThat(range(RangeSpec.onIndex("pi1", "pi1_marketsegment", Bound.INCLUSIVE, List.of("productid"), 1),
                Long.MIN_VALUE, 0)).containsExactly(row(-3L));
        assertThat(range(new RangeSpec("pi1", "pi1_data", Bound.NONE, Bound.NONE, false, 0,
                List.of("data", "productid"), Aggregate.NONE, null, null, false), 0, 0))
                .containsExactly(row("", 5L), row("a", -3L), row("a\u0000b", 5L), row("ab", 5L), row("\u00e9t\u00e9", 6L));
    }

    private long sumOfK() {
        return (Long) range(RangeSpec.aggregate("sbtest", null, Aggregate.SUM, "k"),
                Long.MIN_VALUE, Long.MAX_VALUE).get(0).get(0);
    }
}
