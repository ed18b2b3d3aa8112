package io.storagebench.engine.jdbc;

import java.io.PrintWriter;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.logging.Logger;
import javax.sql.DataSource;

/**
 * The engine's {@link JdbcEngine.Connections} as the {@link DataSource} HikariCP draws from, so each engine keeps
 * opening connections its own way (driver properties, per-connection PRAGMAs) and the pool only reuses them.
 *
 * <p>The pool sees each connection through a view that answers its liveness check ({@code isValid}) without a round
 * trip and has no network timeout to set. HikariCP re-checks a connection idle for over half a second before lending
 * it, under a network timeout, and a read under a timeout leaves the JDK's socket non-blocking for good (see
 * {@link JdbcEngine}). The window is the system property {@code com.zaxxer.hikari.aliveBypassWindowMs}, which every
 * pool in the JVM reads as it is built (HikariConfig has no per-pool setting for it), so setting it would change the
 * pools of every other engine and library in the JVM too. Sessions hold their connection for a whole step, and a
 * server gone between steps fails the next step anyway: our pools lend without the check, and no other pool changes.
 * Statements and results are the driver's own; only calls on the connection itself pass through the view.
 */
final class ConnectionsDataSource implements DataSource {
    private final JdbcEngine.Connections connections;

    ConnectionsDataSource(JdbcEngine.Connections connections) {
        this.connections = connections;
    }

    @Override
    public Connection getConnection() throws SQLException {
        return pooled(connections.open());
    }

    /** The pool's view of a connection: see the class comment. */
    private static Connection pooled(Connection connection) {
        return (Connection) Proxy.newProxyInstance(ConnectionsDataSource.class.getClassLoader(),
                new Class<?>[] {Connection.class}, (proxy, method, args) -> switch (method.getName()) {
                    case "isValid" -> !connection.isClosed();
                    case "getNetworkTimeout", "setNetworkTimeout" -> throw new SQLFeatureNotSupportedException(
                            "the pool sets no network timeouts");
                    case "equals" -> proxy == args[0];
                    case "hashCode" -> System.identityHashCode(proxy);
                    default -> {
                        try {
                            yield method.invoke(connection, args);
                        } catch (InvocationTargetException e) {
                            throw e.getCause();
                        }
                    }
                });
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
