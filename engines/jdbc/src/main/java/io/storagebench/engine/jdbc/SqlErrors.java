package io.storagebench.engine.jdbc;

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.EngineException;
import java.sql.SQLException;
import java.util.Set;

/**
 * Turns {@link SQLException}s into {@link EngineException}s, marking the ones a workload may retry: serialization
 * failure (40001), deadlock (40P01), MySQL/MariaDB deadlock (1213) and lock wait timeout (1205), and SQLite's
 * SQLITE_BUSY (5) and SQLITE_LOCKED (6), which sqlite-jdbc reports as the primary result code with no SQLState.
 * A unique violation (23505, MySQL 1062) becomes a {@link DuplicateKeyException}.
 */
public final class SqlErrors {
    private static final Set<String> RETRYABLE_STATES = Set.of("40001", "40P01");
    private static final Set<Integer> RETRYABLE_CODES = Set.of(1205, 1213);
    private static final Set<Integer> RETRYABLE_CODES_WITHOUT_STATE = Set.of(5, 6);
    private static final String UNIQUE_VIOLATION = "23505";
    private static final int MYSQL_DUPLICATE_ENTRY = 1062;

    private SqlErrors() {
    }

    /** True when re-running the statement may succeed. */
    public static boolean retryable(SQLException e) {
        for (SQLException s = e; s != null; s = s.getNextException()) {
            if ((s.getSQLState() != null && RETRYABLE_STATES.contains(s.getSQLState()))
                    || RETRYABLE_CODES.contains(s.getErrorCode())
                    || s.getSQLState() == null && RETRYABLE_CODES_WITHOUT_STATE.contains(s.getErrorCode())) {
                return true;
            }
        }
        return false;
    }

    /** An engine exception whose message says what was done and what the server said, in one line. */
    public static EngineException wrap(String doing, SQLException e) {
        String state = e.getSQLState() == null ? "" : " [" + e.getSQLState() + "]";
        String line = doing + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + state;
        if (UNIQUE_VIOLATION.equals(e.getSQLState()) || e.getErrorCode() == MYSQL_DUPLICATE_ENTRY) {
            return new DuplicateKeyException(line, e);
        }
        return new EngineException(line, retryable(e), e);
    }
}
