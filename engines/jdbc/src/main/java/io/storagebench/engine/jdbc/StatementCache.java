package io.storagebench.engine.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * A session's prepared statements. Shapes whose SQL depends on a count (rows per insert, keys per IN-list) get one
 * statement per count, prepared the first time that count is used and reused after: workloads use one or two
 * counts, so each statement is prepared once per session (and server-side after pgjdbc's prepareThreshold).
 */
final class StatementCache implements AutoCloseable {
    private final Connection connection;
    private final List<PreparedStatement> all = new ArrayList<>();

    StatementCache(Connection connection) {
        this.connection = connection;
    }

    PreparedStatement prepare(String sql) {
        try {
            PreparedStatement ps = connection.prepareStatement(sql);
            all.add(ps);
            return ps;
        } catch (SQLException e) {
            throw SqlErrors.wrap("preparing " + sql, e);
        }
    }

    /** Statements of one shape, one per count. */
    PerCount perCount(IntFunction<String> sql) {
        return new PerCount(sql);
    }

    final class PerCount {
        private final IntFunction<String> sql;
        private final Map<Integer, PreparedStatement> byCount = new HashMap<>();

        private PerCount(IntFunction<String> sql) {
            this.sql = sql;
        }

        PreparedStatement get(int count) {
            PreparedStatement ps = byCount.get(count);
            if (ps == null) {
                ps = prepare(sql.apply(count));
                byCount.put(count, ps);
            }
            return ps;
        }
    }

    @Override
    public void close() {
        for (PreparedStatement ps : all) {
            try {
                ps.close();
            } catch (SQLException ignored) {
                // the connection is closed next, which releases it anyway
            }
        }
        all.clear();
    }
}
