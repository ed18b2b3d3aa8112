package io.storagebench.engine.jdbc;

import java.io.PrintWriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The engine's {@link JdbcEngine.Connections} as the {@link DataSource} HikariCP draws from, so each engine keeps
 * opening connections its own way (driver properties, per-connection PRAGMAs) and the pool only reuses them.
 */
final class ConnectionsDataSource implements DataSource {
    private final JdbcEngine.Connections connections;

    ConnectionsDataSource(JdbcEngine.Connections connections) {
        this.connections = connections;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return connections.open();
    }

    @Override
    public Connection getConnection(String username, String password) throws SQLException {
        throw new SQLFeatureNotSupportedException("the engine's connections carry their own credentials");
    }

    @Override
    public PrintWriter getLogWriter() {
        return null;
    }

    @Override
    public void setLogWriter(PrintWriter out) {
    }

    @Override
    public void setLoginTimeout(int seconds) {
    }

    @Override
    public int getLoginTimeout() {
        return 0;
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException();
    }

    @Override
    public <T> T unwrap(Class<T> type) throws SQLException {
        throw new SQLException("not a wrapper");
    }

    @Override
    public boolean isWrapperFor(Class<?> type) {
        return false;
    }
}
