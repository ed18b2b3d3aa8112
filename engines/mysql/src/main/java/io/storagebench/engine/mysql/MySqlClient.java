package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcDriver;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.SQLException;
import java.util.Map;
import java.util.Properties;

/**
 * A driver for the MySQL protocol as the engines use it: its part of the JDBC base ({@link JdbcDriver}), the settings
 * that shape performance, which every connection has and the identity stores, and how it connects.
 */
interface MySqlClient extends JdbcDriver {
    /** The driver settings that shape performance, stored in the identity as {@code connector.*}. */
    Map<String, String> settings();

    /**
     * The connection properties beside {@link #settings}, user and password: TLS off unless the URL's query string
     * says otherwise (sysbench's {@code --mysql-ssl} is off by default), and the connect timeout,
     * {@code connectMillis}, 0 for none.
     */
    default Properties plainConnection(int connectMillis) {
        Properties props = new Properties();
        props.setProperty("sslMode", plainSslMode());
        props.setProperty("connectTimeout", String.valueOf(connectMillis));
        return props;
    }

    /** The driver's {@code sslMode} for a connection without TLS. */
    String plainSslMode();

    /** A connection to {@code url} with {@code props}. */
    Connection connect(String url, Properties props) throws SQLException;

    /** BEGIN and COMMIT prepared, the connection in autocommit: what sysbench's MySQL driver sends. */
    @Override
    default boolean preparedTransactionStatements() {
        return true;
    }

    /** A connection through {@code driver} itself, not DriverManager: a shaded jar may lose its service entry. */
    static Connection connect(Driver driver, String url, Properties props) throws SQLException {
        Connection c = driver.connect(url, props);
        if (c == null) {
            throw new SQLException("not a URL of " + driver.getClass().getName());
        }
        return c;
    }
}
