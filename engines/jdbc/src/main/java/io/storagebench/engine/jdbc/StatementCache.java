package io.storagebench.engine.jdbc;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
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
    private final JdbcDriver driver;
    private final SqlErrors errors;
    private final List<Statement> all = new ArrayList<>();

    StatementCache(Connection connection, EngineSql sql) {
        this.connection = connection;
        this.driver = sql.driver();
        this.errors = sql.errors();
    }

    PreparedStatement prepare(String sql) {
        return prepare(sql, false);
    }

    /** {@code adHoc}: through {@link JdbcDriver#prepareAdHoc}, parsed and planned by the server on every execution. */
    PreparedStatement prepare(String sql, boolean adHoc) {
        try {
            PreparedStatement ps = adHoc ? driver.prepareAdHoc(connection, sql) : connection.prepareStatement(sql);
            all.add(ps);
            return ps;
        } catch (SQLException e) {
            throw errors.exception("preparing " + sql, e);
        }
    }

    /** The driver's literals for ad hoc statements on this connection, or null ({@link JdbcDriver#adHocLiterals}). */
    JdbcDriver.Literals adHocLiterals() {
        try {
            return driver.adHocLiterals(connection);
        } catch (SQLException e) {
            throw errors.exception("reading the connection's settings", e);
        }
    }

    /** A plain statement for SQL text with the values written in, without JDBC escape processing. */
    Statement plain() {
        try {
            Statement st = connection.createStatement();
            all.add(st);
            st.setEscapeProcessing(false);
            return st;
        } catch (SQLException e) {
            throw errors.exception("creating a statement", e);
        }
    }

    /** Statements of one shape, one per count. */
    PerCount perCount(IntFunction<String> sql) {
        return perCount(sql, false);
    }

    /** Statements of one shape, one per count; {@code adHoc} as in {@link #prepare(String, boolean)}. */
    PerCount perCount(IntFunction<String> sql, boolean adHoc) {
        return new PerCount(sql, adHoc);
    }

    final class PerCount {
        private final IntFunction<String> sql;
        private final boolean adHoc;
        private final Map<Integer, PreparedStatement> byCount = new HashMap<>();

        private PerCount(IntFunction<String> sql, boolean adHoc) {
            this.sql = sql;
            this.adHoc = adHoc;
        }

        PreparedStatement get(int count) {
            PreparedStatement ps = byCount.get(count);
            if (ps == null) {
                ps = prepare(sql.apply(count), adHoc);
                byCount.put(count, ps);
            }
            return ps;
        }
    }

    @Override
    public void close() {
        for (Statement st : all) {
            try {
                st.close();
            } catch (SQLException ignored) {
                // the connection is closed next, which releases it anyway
            }
        }
        all.clear();
    }
}
