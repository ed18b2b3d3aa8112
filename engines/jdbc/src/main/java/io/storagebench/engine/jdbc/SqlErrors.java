package io.storagebench.engine.jdbc;

import io.storagebench.spi.DuplicateKeyException;
import io.storagebench.spi.EngineException;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Set;

/**
 * Turns {@link SQLException}s into {@link EngineException}s, marking the ones a workload may retry. Every JDBC engine
 * retries the standard ones: serialization failure (40001), deadlock (40P01), MySQL/MariaDB deadlock (1213) and lock
 * wait timeout (1205), and SQLite's SQLITE_BUSY (5) and SQLITE_LOCKED (6), which sqlite-jdbc reports as the primary
 * result code with no SQLState. An engine adds its own through its driver part ({@link JdbcDriver#retryableStates},
 * {@link JdbcDriver#retryableCodes}): its sessions and its own queries classify errors with {@link #of}. A unique
 * violation (23505, MySQL 1062) becomes a {@link DuplicateKeyException}.
 */
public final class SqlErrors {
    private static final SqlErrors STANDARD = new SqlErrors(Set.of("40001", "40P01"), Set.of(1205, 1213));
    private static final Set<Integer> RETRYABLE_CODES_WITHOUT_STATE = Set.of(5, 6);
    private static final String UNIQUE_VIOLATION = "23505";
    private static final int MYSQL_DUPLICATE_ENTRY = 1062;

    private final Set<String> retryableStates;
    private final Set<Integer> retryableCodes;

    private SqlErrors(Set<String> retryableStates, Set<Integer> retryableCodes) {
        this.retryableStates = Set.copyOf(retryableStates);
        this.retryableCodes = Set.copyOf(retryableCodes);
    }

    /** The standard retryable errors and those the driver part declares. */
    public static SqlErrors of(JdbcDriver driver) {
        Set<String> states = new HashSet<>(STANDARD.retryableStates);
        states.addAll(driver.retryableStates());
        Set<Integer> codes = new HashSet<>(STANDARD.retryableCodes);
        codes.addAll(driver.retryableCodes());
        return new SqlErrors(states, codes);
    }

    /** True when re-running the statement may succeed, by the standard retryable errors alone. */
    public static boolean retryable(SQLException e) {
        return STANDARD.isRetryable(e);
    }

    /** An engine exception that says what was done and what the server said, by the standard retryable errors. */
    public static EngineException wrap(String doing, SQLException e) {
        return STANDARD.exception(doing, e);
    }

    /** True when re-running the statement may succeed. */
    public boolean isRetryable(SQLException e) {
        for (SQLException s = e; s != null; s = s.getNextException()) {
            if ((s.getSQLState() != null && retryableStates.contains(s.getSQLState()))
                    || retryableCodes.contains(s.getErrorCode())
                    || s.getSQLState() == null && RETRYABLE_CODES_WITHOUT_STATE.contains(s.getErrorCode())) {
                return true;
            }
        }
        return false;
    }

    /** An engine exception whose message says what was done and what the server said, in one line. */
    public EngineException exception(String doing, SQLException e) {
        String state = e.getSQLState() == null ? "" : " [" + e.getSQLState() + "]";
        String line = doing + ": " + String.valueOf(e.getMessage()).lines().findFirst().orElse("") + state;
        if (UNIQUE_VIOLATION.equals(e.getSQLState()) || e.getErrorCode() == MYSQL_DUPLICATE_ENTRY) {
            return new DuplicateKeyException(line, e);
        }
        return new EngineException(line, isRetryable(e), e);
    }
}
