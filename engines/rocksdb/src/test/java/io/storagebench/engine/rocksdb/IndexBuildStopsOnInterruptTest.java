package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.EngineInterruptedException;
import io.storagebench.spi.op.InsertSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Issue 49: Ctrl-C during the Insert Benchmark's l.x went unnoticed by the index build, the runner closed RocksDB
 * under it and the JVM died in librocksdbjni. An interrupted build stops between batches, leaves no half-built index
 * and leaves the engine usable and closable.
 */
@Timeout(120)
class IndexBuildStopsOnInterruptTest extends EngineFixture {
    /** Enough batches that the build is still running when the interrupt arrives. */
    private static final int ROWS = 300_000;

    @Test
    void anInterruptDuringTheBuildStopsItAndLeavesTheTableUsable() throws Exception {
        load(ROWS);
        AtomicReference<Throwable> outcome = new AtomicReference<>();
        Thread builder = new Thread(() -> {
            try {
                engine.createIndex(K_IDX);
            } catch (Throwable t) {
                outcome.set(t);
            }
            outcome.compareAndSet(null, new AssertionError("the build ran to its end"));
        }, "index-builder");
        builder.start();
        String family = IndexState.familyName("sbtest", "k_idx");
        OpenDatabase db = engine.database();
        while (db.family(family) == null && builder.isAlive()) {
            Thread.onSpinWait(); // the family exists once the scan is about to start
        }
        builder.interrupt();
        builder.join(TimeUnit.SECONDS.toMillis(60));

        assertThat(builder.isAlive()).isFalse();
        assertThat(outcome.get()).isInstanceOf(EngineInterruptedException.class).hasMessageContaining("k_idx");
        assertTableUsableWithoutTheIndex();
    }

    @Test
    void aBuildStartedOnAnInterruptedThreadStopsAfterOneBatchAndKeepsTheFlag() {
        load(3 * Defaults.INDEX_BUILD_BATCH_ROWS);
        Thread.currentThread().interrupt();
        try {
            assertThatThrownBy(() -> engine.createIndex(K_IDX)).isInstanceOf(EngineInterruptedException.class);
            assertThat(Thread.currentThread().isInterrupted()).isTrue();
        } finally {
            Thread.interrupted();
        }
        assertTableUsableWithoutTheIndex();
    }

    @Test
    void anInterruptedQuiesceStopsAndTheEngineStillWorks() {
        load(20_000);
        Thread.currentThread().interrupt();
        try {
            // the flush is asked for, not waited for inside RocksDB: the wait polls and sees the interrupt
            assertThatThrownBy(engine::quiesce).isInstanceOf(EngineInterruptedException.class);
        } finally {
            Thread.interrupted();
        }
        engine.quiesce();
        assertThat(expectedIndexEntries()).hasSize(20_000);
    }

    /** The stopped build left no index behind; the table takes writes and a new build of the same index. */
    private void assertTableUsableWithoutTheIndex() {
        assertThatThrownBy(this::indexEntries).isInstanceOf(EngineException.class).hasMessageContaining("k_idx");
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {1, "after", "p"}));
        engine.createIndex(K_IDX);
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    private void load(int rows) {
        engine.createTable(SBTEST);
        var insert = session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")));
        List<Object[]> batch = new ArrayList<>();
        for (int id = 1; id <= rows; id++) {
            batch.add(new Object[] {id % 1000, "c" + id, "p"});
            if (batch.size() == 1000) {
                insert.execute(batch);
                batch.clear();
            }
        }
        if (!batch.isEmpty()) {
            insert.execute(batch);
        }
    }

}
