package io.storagebench.engine.jdbc;

import static org.assertj.core.api.Assertions.assertThat;

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.EngineException;
import java.sql.SQLException;
import org.junit.jupiter.api.Test;

class SqlErrorsTest {
    @Test
    void serializationFailuresAndDeadlocksAreRetryable() {
        assertThat(SqlErrors.retryable(new SQLException("could not serialize", "40001"))).isTrue();
        assertThat(SqlErrors.retryable(new SQLException("deadlock detected", "40P01"))).isTrue();
        assertThat(SqlErrors.retryable(new SQLException("Lock wait timeout exceeded", "HY000", 1205))).isTrue();
    }

    @Test
    void sqliteBusyAndLockedAreRetryable() {
        assertThat(SqlErrors.retryable(new SQLException("[SQLITE_BUSY] The database file is locked", null, 5)))
                .isTrue();
        assertThat(SqlErrors.retryable(new SQLException("[SQLITE_LOCKED] A table is locked", null, 6))).isTrue();
        assertThat(SqlErrors.retryable(new SQLException("[SQLITE_CONSTRAINT] UNIQUE failed", null, 19))).isFalse();
    }

    @Test
    void otherErrorsAreNot() {
        assertThat(SqlErrors.retryable(new SQLException("relation does not exist", "42P01"))).isFalse();
        assertThat(SqlErrors.retryable(new SQLException("no state"))).isFalse();
    }

    @Test
    void theMessageIsOneLineWithTheState() {
        EngineException e = SqlErrors.wrap("insert into pi1", new SQLException("ERROR: boom\n  Detail: more", "23505"));
        assertThat(e.getMessage()).isEqualTo("insert into pi1: ERROR: boom [23505]");
        assertThat(e.retryable()).isFalse();
    }

    @Test
    void uniqueViolationsAreDuplicateKeysAndNotRetryable() {
        assertThat(SqlErrors.wrap("insert", new SQLException("duplicate key value", "23505")))
                .isInstanceOf(DuplicateKeyException.class).matches(e -> !e.retryable());
        assertThat(SqlErrors.wrap("insert", new SQLException("Duplicate entry '7' for key", "23000", 1062)))
                .isInstanceOf(DuplicateKeyException.class);
        assertThat(SqlErrors.wrap("insert", new SQLException("null value in column", "23502")))
                .isNotInstanceOf(DuplicateKeyException.class);
    }
}
