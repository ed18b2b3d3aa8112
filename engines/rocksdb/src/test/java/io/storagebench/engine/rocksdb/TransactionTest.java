package io.storagebench.engine.rocksdb;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.LookupSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** begin/commit/rollback buffer writes in the session's WriteBatch; see README "Transactions". */
class TransactionTest extends EngineFixture {

    private List<List<Object>> rows(Session s, long... ids) {
        CollectingSink sink = new CollectingSink();
        s.prepare(LookupSpec.byPrimaryKey("sbtest", List.of("id", "k", "c"))).execute(ids, ids.length, sink);
        return sink.rows;
    }

    @Test
    void commitPublishesAndRollbackDiscards() {
        sbtest(3, true);
        Update add = session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD));
        session.begin();
        add.execute(new long[] {1}, 1, 100);
        session.rollback();
        session.begin();
        add.execute(new long[] {2}, 1, 100);
        session.commit();
        assertThat(rows(session, 1, 2)).containsExactly(row(1L, 1L, "c1"), row(2L, 102L, "c2"));
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void readsDoNotSeeTheTransactionsOwnUncommittedWrites() {
        sbtest(3, false);
        Session other = engine.openSession();
        session.begin();
        session.prepare(new InsertSpec("sbtest", List.of("k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {9, "new", "p"}));
        assertThat(rows(session, 4)).isEmpty();
        assertThat(rows(other, 4)).isEmpty();
        session.commit();
        assertThat(rows(other, 4)).containsExactly(row(4L, 9L, "new"));
    }

    @Test
    void readModifyWritesInsideATransactionSeeItsPendingRows() {
        sbtest(5, true);
        Update add = session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD));
        session.begin();
        add.execute(new long[] {1}, 1, 1);
        add.execute(new long[] {1}, 1, 1);
        session.prepare(new DeleteSpec("sbtest")).execute(5);
        session.prepare(new InsertSpec("sbtest", List.of("id", "k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {5L, 7, "again", "p"}));
        session.commit();
        assertThat(rows(session, 1, 5)).containsExactly(row(1L, 3L, "c1"), row(5L, 7L, "again"));
        assertThat(indexEntries()).isEqualTo(expectedIndexEntries());
    }

    @Test
    void aFailedStatementRollsTheWholeTransactionBack() {
        sbtest(3, true);
        session.begin();
        session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD)).execute(new long[] {1}, 1, 50);
        assertThatThrownBy(() -> session.prepare(new InsertSpec("sbtest", List.of("id", "k", "c", "pad")))
                .execute(List.<Object[]>of(new Object[] {2L, 0, "dup", "p"}))).isInstanceOf(EngineException.class);
        session.commit();
        assertThat(rows(session, 1)).containsExactly(row(1L, 1L, "c1"));
    }

    @Test
    void rowLocksAreHeldUntilCommit() throws Exception {
        sbtest(3, true);
        session.begin();
        session.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD)).execute(new long[] {1}, 1, 10);
        CompletableFuture<Integer> waiting = CompletableFuture.supplyAsync(() -> {
            try (Session other = engine.openSession()) {
                return other.prepare(new UpdateSpec("sbtest", "k", UpdateSpec.Kind.ADD)).execute(new long[] {1}, 1, 1);
            }
        });
        Thread.sleep(200);
        assertThat(waiting).isNotDone();
        session.commit();
        assertThat(waiting.get(5, TimeUnit.SECONDS)).isEqualTo(1);
        assertThat(rows(session, 1)).containsExactly(row(1L, 12L, "c1"));
    }

    @Test
    void beginTwiceFailsAndCommitOutsideATransactionIsANoOp() {
        sbtest(1, false);
        session.commit();
        session.rollback();
        session.begin();
        assertThatThrownBy(session::begin).isInstanceOf(EngineException.class);
        session.rollback();
    }
}
