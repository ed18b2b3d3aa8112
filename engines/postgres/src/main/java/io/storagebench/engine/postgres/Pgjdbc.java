package io.storagebench.engine.postgres;

import io.storagebench.engine.jdbc.JdbcDriver;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import org.postgresql.core.BaseConnection;
import org.postgresql.core.Utils;

/** How the engine uses pgjdbc: literals for ad hoc statements, and text read as the driver's UTF-8 bytes. */
public final class Pgjdbc implements JdbcDriver {

    /**
     * Ad hoc statements carry their values as literals (pgjdbc has no client-side prepare): the text sysbench's
     * {@code con:query} sends, so the server parses, types and plans the same statement. Strings are escaped by
     * pgjdbc for the connection's standard_conforming_strings and, like sysbench's, left untyped, so they take the
     * column's type; timestamps (epoch seconds) are typed UTC literals, bytes hex.
     */
    @Override
    public Literals adHocLiterals(Connection connection) throws SQLException {
        return literals(connection.unwrap(BaseConnection.class).getStandardConformingStrings());
    }

    /** Literals for a connection with the given standard_conforming_strings (on since PostgreSQL 9.1). */
    static Literals literals(boolean standardStrings) {
        return (sql, type, value) -> {
            switch (type) {
                case BIGINT, INT -> sql.append(((Number) value).longValue());
                case VARCHAR, CHAR -> Utils.escapeLiteral(sql.append('\''), (String) value, standardStrings)
                        .append('\'');
                case TIMESTAMP -> sql.append("TIMESTAMP '")
                        .append(LocalDateTime.ofEpochSecond(((Number) value).longValue(), 0, ZoneOffset.UTC))
                        .append('\'');
                case BINARY -> sql.append("decode('").append(HexFormat.of().formatHex((byte[]) value))
                        .append("', 'hex')");
            }
        };
    }

    /**
     * pgjdbc sets client_encoding to UTF8 (and refuses a change unless told allowEncodingChanges), and getBytes of a
     * text column returns the row's own array.
     */
    @Override
    public boolean rawTextIsUtf8() {
        return true;
    }
}
