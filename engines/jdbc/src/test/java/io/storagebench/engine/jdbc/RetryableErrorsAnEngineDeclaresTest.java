package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowableOfType;

import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Issue 48: an engine from outside the build could not add its own retryable errors (SqlErrors had fixed sets and
 * JdbcSession is final), so H2's lock timeout stayed fatal. An engine declares them in its driver part.
 */
class RetryableErrorsAnEngineDeclaresTest {
    private static final TableSpec TABLE = new TableSpec("t", List.of(ColumnSpec.of("id", ColumnType.BIGINT),
            ColumnSpec.of("v", ColumnType.INT)), "id", false);
    private static final SQLException H2_LOCK_TIMEOUT = new SQLException("Timeout trying to lock table", "HYT00",
            H2Engine.LOCK_TIMEOUT);

    /** H2's driver part, declaring its lock timeout. */
    private static final JdbcDriver H2_DRIVER = new JdbcDriver() {
        @Override
        public Set<Integer> retryableCodes() {
            return Set.of(H2Engine.LOCK_TIMEOUT);
        }
    };

    @Test
    void aCodeTheDriverPartDeclaresIsRetryableBesideTheStandardOnes() {
        assertThat(SqlErrors.retryable(H2_LOCK_TIMEOUT)).as("not a standard code").isFalse();
        SqlErrors errors = SqlErrors.of(H2_DRIVER);
        assertThat(errors.isRetryable(H2_LOCK_TIMEOUT)).isTrue();
        assertThat(errors.exception("update of t", H2_LOCK_TIMEOUT).retryable()).isTrue();
        assertThat(errors.isRetryable(new SQLException("deadlock detected", "40P01"))).isTrue();
        assertThat(errors.isRetryable(new SQLException("relation does not exist", "42P01"))).isFalse();
    }

    @Test
    void aStateTheDriverPartDeclaresIsRetryable() {
        SqlErrors errors = SqlErrors.of(new JdbcDriver() {
            @Override
            public Set<String> retryableStates() {
                return Set.of("HYT00");
            }
        });
        assertThat(errors.isRetryable(H2_LOCK_TIMEOUT)).isTrue();
        assertThat(errors.isRetryable(new SQLException("other timeout", "HYT01"))).isFalse();
    }

    @Test
    void aSessionsLockTimeoutIsRetryableWhereTheEngineDeclaresIt() {
        EngineException e = lockTimeout("declared", H2_DRIVER);
        assertThat(e.getMessage()).startsWith("update of t: ").contains("[HYT00]");
        assertThat(e.retryable()).isTrue();
    }

    @Test
    void aSessionsLockTimeoutIsFatalWhereTheEngineDeclaresNothing() {
        assertThat(lockTimeout("undeclared", JdbcDriver.PLAIN).retryable()).isFalse();
    }

    /** What a session's update gets while another session's transaction holds the row. */
    private static EngineException lockTimeout(String database, JdbcDriver driver) {
        try (H2Engine engine = new H2Engine(database, driver)) {
            engine.createTable(TABLE);
            UpdateSpec set = new UpdateSpec("t", "v", UpdateSpec.Kind.SET);
            try (Session holder = engine.openSession(); Session waiter = engine.openSession()) {
                holder.prepare(new InsertSpec("t", List.of("id", "v")))
                        .execute(List.<Object[]>of(new Object[] {1L, 0}));
                Update hold = holder.prepare(set);
                Update wait = waiter.prepare(set);
                holder.begin();
                assertThat(hold.execute(new long[] {1}, 1, 5)).isEqualTo(1);
                try {
                    return catchThrowableOfType(EngineException.class, () -> wait.execute(new long[] {1}, 1, 6));
                } finally {
                    holder.rollback();
                }
            }
        }
    }
}
