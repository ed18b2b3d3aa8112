package io.storagebench.engine.mysql;

import io.storagebench.engine.jdbc.JdbcDriver;
import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * How the engine uses MariaDB Connector/J: transactions and ad hoc statements sent as sysbench's MySQL driver sends
 * them, text read as the driver's UTF-8 bytes, and the results of server-side prepared statements read straight from
 * the rows the driver holds ({@link BinaryResultRows}).
 */
public final class MariaDbConnectorJ implements JdbcDriver {

    /** BEGIN and COMMIT prepared, the connection in autocommit: what sysbench's MySQL driver sends. */
    @Override
    public boolean preparedTransactionStatements() {
        return true;
    }

    /**
     * MariaDB Connector/J talks utf8mb4 on every connection (it sets the collation in the handshake, and its
     * getString decodes UTF-8 whatever the column's charset), and getBytes of a text column copies the reply's bytes
     * without decoding them: cheaper than a String per value on sysbench's 101-row ranges of {@code c}.
     */
    @Override
    public boolean rawTextIsUtf8() {
        return true;
    }

    /**
     * A server-side prepared statement's result straight from the rows the driver has read ({@link BinaryResultRows}),
     * without the getters' per-value cost.
     */
    @Override
    public int deliverRows(ResultSet rs, ColumnType[] types, RowSink sink) {
        return BinaryResultRows.deliver(rs, types, sink);
    }

    /** A client-side prepared statement: the driver sends the SQL as text with the values in it (COM_QUERY). */
    @Override
    public PreparedStatement prepareAdHoc(Connection connection, String sql) throws SQLException {
        return connection.unwrap(org.mariadb.jdbc.Connection.class).prepareInternal(sql,
                Statement.NO_GENERATED_KEYS, ResultSet.TYPE_FORWARD_ONLY, ResultSet.CONCUR_READ_ONLY, false);
    }
}
