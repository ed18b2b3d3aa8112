package io.storagebench.tck.reference;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineConfig;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KeyBound;
import io.storagebench.spi.op.KeyBoundSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.RangeSpec;
import io.storagebench.spi.op.ScanSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import io.storagebench.tck.CollectingSink;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The reference engine's choices where the SPI leaves one, its stub-engine features, and its guard rails. */
class ReferenceEngineWritesTest {
    private static final TableSpec T = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.INT),
            ColumnSpec.of("v", ColumnType.VARCHAR, 3)), "id", true);
    private static final List<String> V = List.of("v");

    @Test
    void autoIncrementKeysStartAtOneAndStayAboveGivenKeys() {
        try (ReferenceEngine engine = new ReferenceEngine(); Session s = engine.openSession()) {
            engine.createTable(T);
            Insert auto = s.prepare(new InsertSpec("t", V));
            auto.execute(List.of(new Object[] {"a"}, new Object[] {"b"}));
            s.prepare(new InsertSpec("t", List.of("id", "v"))).execute(List.<Object[]>of(new Object[] {10, "c"}));
            auto.execute(List.<Object[]>of(new Object[] {"d"}));
            assertThat(ids(s)).containsExactly(1L, 2L, 10L, 11L);
        }
    }

    @Test
    void aDuplicateKeyFailsTheWholeBatch() {
        try (ReferenceEngine engine = new ReferenceEngine(); Session s = engine.openSession()) {
            engine.createTable(T);
            Insert given = s.prepare(new InsertSpec("t", List.of("id", "v")));
            given.execute(List.<Object[]>of(new Object[] {2, "a"}));
            assertThatThrownBy(() -> given.execute(List.of(new Object[] {1, "b"}, new Object[] {2, "c"})))
                    .isInstanceOf(EngineException.class).hasMessageContaining("duplicate primary key 2");
            assertThat(ids(s)).containsExactly(2L);
        }
    }

    @Test
    void valuesMustHaveTheDocumentedJavaTypeAndFitTheColumn() {
        try (ReferenceEngine engine = new ReferenceEngine(); Session s = engine.openSession()) {
            engine.createTable(T);
            Insert given = s.prepare(new InsertSpec("t", List.of("id", "v")));
            assertThatThrownBy(() -> given.execute(List.<Object[]>of(new Object[] {1L, "a"})))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("expects a Integer");
            assertThatThrownBy(() -> given.execute(List.<Object[]>of(new Object[] {1, "abcd"})))
                    .isInstanceOf(EngineException.class).hasMessageContaining("too long");
            assertThatThrownBy(() -> s.prepare(new InsertSpec("t", List.of("id"))))
                    .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("no value for column v");
        }
    }

    @Test
    void transactionsBufferWritesUntilCommitAndDiscardThemOnRollback() {
        try (ReferenceEngine engine = new ReferenceEngine(); Session tx = engine.openSession();
             Session other = engine.openSession()) {
            engine.createTable(T);
            Insert insert = tx.prepare(new InsertSpec("t", V));
            tx.begin();
            assertThat(insert.execute(List.<Object[]>of(new Object[] {"a"}))).isEqualTo(1);
            assertThat(ids(tx)).as("own uncommitted writes").isEmpty();
            assertThat(ids(other)).isEmpty();
            tx.commit();
            assertThat(ids(other)).containsExactly(1L);
            tx.begin();
            insert.execute(List.<Object[]>of(new Object[] {"b"}));
            tx.rollback();
            assertThat(ids(other)).containsExactly(1L);
            assertThat(engine.rowCount("t")).isEqualTo(1);
        }
    }

    @Test
    void aCommitThatFailsAppliesNothing() {
        try (ReferenceEngine engine = new ReferenceEngine(); Session tx = engine.openSession();
             Session other = engine.openSession()) {
            engine.createTable(T);
            tx.begin();
            tx.prepare(new InsertSpec("t", V)).execute(List.<Object[]>of(new Object[] {"a"}));
            tx.prepare(new InsertSpec("t", List.of("id", "v"))).execute(List.<Object[]>of(new Object[] {5, "b"}));
            other.prepare(new InsertSpec("t", List.of("id", "v"))).execute(List.<Object[]>of(new Object[] {5, "c"}));
            assertThatThrownBy(tx::commit).isInstanceOf(EngineException.class);
            assertThat(ids(other)).containsExactly(5L);
        }
    }

    @Test
    void undeclaredCapabilitiesAreRefused() {
        try (ReferenceEngine engine = new ReferenceEngine(Set.of(Capability.INSERT, Capability.SCAN));
             Session s = engine.openSession()) {
            assertThatThrownBy(() -> engine.createTable(T)).isInstanceOf(UnsupportedShapeException.class);
            engine.createTable(new TableSpec("g", T.columns(), "id", false));
            assertThatThrownBy(() -> s.prepare(LookupSpec.byPrimaryKey("g", V)))
                    .isInstanceOf(UnsupportedShapeException.class);
            assertThatThrownBy(s::begin).isInstanceOf(UnsupportedShapeException.class);
            assertThat(s.prepare(new ScanSpec("g", V, null)).execute(new CollectingSink())).isZero();
        }
    }

    @Test
    void theHookSeesEveryExecuteAndCanFailIt() {
        List<String> shapes = new ArrayList<>();
        OperationHook hook = shape -> {
            shapes.add(shape);
            if (shape.equals("KeyBound")) {
                throw new EngineException("injected", true, null);
            }
        };
        try (ReferenceEngine engine = new ReferenceEngine(hook); Session s = engine.openSession()) {
            engine.createTable(T);
            s.prepare(new InsertSpec("t", V)).execute(List.<Object[]>of(new Object[] {"a"}));
            s.prepare(RangeSpec.between("t", null, V)).execute(0, 9, new CollectingSink());
            KeyBound max = s.prepare(new KeyBoundSpec("t", KeyBoundSpec.Which.MAX));
            assertThatThrownBy(max::execute).isInstanceOf(EngineException.class)
                    .matches(e -> ((EngineException) e).retryable());
            assertThat(shapes).containsExactly("Insert", "RangeRead", "KeyBound");
        }
    }

    @Test
    void aSessionUsedByTwoThreadsAtOnceFails() throws Exception {
        CountDownLatch inside = new CountDownLatch(1);
        CountDownLatch release = new CountDownLatch(1);
        OperationHook hook = shape -> {
            if (Thread.currentThread().getName().equals("first")) {
                inside.countDown();
                await(release);
            }
        };
        try (ReferenceEngine engine = new ReferenceEngine(hook); Session s = engine.openSession()) {
            engine.createTable(T);
            KeyBound min = s.prepare(new KeyBoundSpec("t", KeyBoundSpec.Which.MIN));
            CompletableFuture<OptionalLong> first = new CompletableFuture<>();
            Thread thread = new Thread(() -> first.complete(min.execute()), "first");
            thread.start();
            await(inside);
            assertThatThrownBy(min::execute).isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("two threads");
            release.countDown();
            assertThat(first.get(10, TimeUnit.SECONDS)).isEmpty();
        }
    }

    @Test
    void statsTargetsProviderAndClose() {
        ReferenceEngine engine = (ReferenceEngine) new ReferenceEngineProvider()
                .open(new EngineConfig(Path.of("unused"), 1, Map.of()));
        engine.createTable(T);
        assertThat(engine.storageStats().sizeBytes()).hasValue(0);
        try (Session s = engine.openSession()) {
            s.prepare(new InsertSpec("t", V)).execute(List.<Object[]>of(new Object[] {"abc"}));
        }
        assertThat(engine.storageStats().sizeBytes().getAsLong()).isPositive();
        assertThat(engine.storageStats().counters()).isEmpty();
        assertThat(engine.watchTargets().embedded()).isTrue();
        assertThat(engine.watchTargets().dataDir()).isEmpty();
        assertThat(engine.identity().name()).isEqualTo(new ReferenceEngineProvider().name()).isEqualTo("reference");
        engine.close();
        engine.close();
        assertThatThrownBy(engine::openSession).isInstanceOf(IllegalStateException.class);
    }

    private static List<Long> ids(Session s) {
        CollectingSink sink = new CollectingSink(List.of(ColumnType.INT));
        s.prepare(RangeSpec.between("t", null, List.of("id"))).execute(Long.MIN_VALUE, Long.MAX_VALUE, sink);
        return sink.rows().stream().map(r -> (Long) r.get(0)).toList();
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(10, TimeUnit.SECONDS)) {
                throw new AssertionError("timed out");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
