package io.storagebench.tck;

import io.storagebench.spi.Capability;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.DeleteSpec;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.KvPutSpec;
import io.storagebench.spi.op.UpdateSpec;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Transactions: writes of a session inside begin() are invisible to other sessions until commit(), then all
 * visible; rollback() discards them; afterwards the session is back in autocommit. Whether a session reads its own
 * uncommitted writes is engine-specific and not checked.
 */
abstract class TransactionChecks extends ConformanceCase {

    @BeforeEach
    void requireTransactions() {
        fx.assume(Capability.TRANSACTIONS);
    }

    @Test
    @DisplayName("writes inside a transaction are invisible to other sessions until commit, then visible")
    void commitMakesWritesVisible() {
        fx.assumeObservable();
        fx.loadSbtest();
        Fixture.Pair<Session> tx = fx.newSessions();
        inBoth(tx, Session::begin);
        writeSome(tx);
        fx.assertSameContents(TckTables.SBTEST, "while another session's transaction is open");
        inBoth(tx, Session::commit);
        fx.assertSameContents(TckTables.SBTEST, "after another session's commit");
    }

    @Test
    @DisplayName("rollback discards every write of the transaction")
    void rollbackDiscardsWrites() {
        fx.assumeObservable();
        fx.loadSbtest();
        Fixture.Pair<Session> tx = fx.newSessions();
        inBoth(tx, Session::begin);
        writeSome(tx);
        inBoth(tx, Session::rollback);
        fx.assertSameContents(TckTables.SBTEST, "after another session's rollback");
    }

    @Test
    @DisplayName("after commit and after rollback the session is back in autocommit")
    void autocommitAfterTransactions() {
        fx.assumeObservable();
        fx.loadSbtest();
        Fixture.Pair<Session> tx = fx.newSessions();
        var insert = fx.prepare(tx, s -> s.prepare(new InsertSpec(TckTables.SBTEST, TckTables.SBTEST_COLUMNS)));
        inBoth(tx, Session::begin);
        inBoth(tx, Session::commit);
        fx.write("insert after commit", insert, op -> op.execute(TckTables.sbtest(1500, 5)));
        fx.assertSameContents(TckTables.SBTEST, "after an autocommitted insert that followed a commit");
        inBoth(tx, Session::begin);
        inBoth(tx, Session::rollback);
        fx.write("insert after rollback", insert, op -> op.execute(TckTables.sbtest(1600, 5)));
        fx.assertSameContents(TckTables.SBTEST, "after an autocommitted insert that followed a rollback");
    }

    @Test
    @DisplayName("key-value puts in a transaction: rolled back, then committed")
    void keyValuePutsInATransaction() {
        fx.loadKv();
        Fixture.Pair<Session> tx = fx.newSessions();
        var put = fx.prepare(tx, s -> s.prepare(new KvPutSpec(TckTables.KV)));
        byte[] existing = TckTables.kvEntries().get(10)[0];
        for (boolean commit : new boolean[] {false, true}) {
            inBoth(tx, Session::begin);
            fx.write("put of a new key", put, op -> {
                op.execute(new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13}, new byte[] {42});
                return 1;
            });
            fx.write("put over an existing key", put, op -> {
                op.execute(existing, new byte[] {43, 44});
                return 1;
            });
            fx.assertSameContents(TckTables.KV, "while another session's transaction is open");
            inBoth(tx, commit ? Session::commit : Session::rollback);
            fx.assertSameContents(TckTables.KV, commit ? "after commit" : "after rollback");
        }
    }

    /** Inserts, and updates and deletes when declared, on the transaction's sessions. */
    private void writeSome(Fixture.Pair<Session> tx) {
        fx.assume(Capability.INSERT);
        var insert = fx.prepare(tx, s -> s.prepare(new InsertSpec(TckTables.SBTEST, TckTables.SBTEST_COLUMNS)));
        fx.write("insert in a transaction", insert, op -> op.execute(TckTables.sbtest(2001, 10)));
        if (fx.has(Capability.UPDATE)) {
            var update = fx.prepare(tx, s -> s.prepare(new UpdateSpec(TckTables.SBTEST, "k", UpdateSpec.Kind.ADD)));
            long[] keys = {1, 2, 3, 4, 5};
            fx.write("update in a transaction", update, op -> op.execute(keys, keys.length, 1));
        }
        if (fx.has(Capability.DELETE)) {
            var delete = fx.prepare(tx, s -> s.prepare(new DeleteSpec(TckTables.SBTEST)));
            fx.write("delete in a transaction", delete, op -> op.execute(7));
        }
    }

    private static void inBoth(Fixture.Pair<Session> tx, Consumer<Session> action) {
        action.accept(tx.actual());
        action.accept(tx.expected());
    }
}
