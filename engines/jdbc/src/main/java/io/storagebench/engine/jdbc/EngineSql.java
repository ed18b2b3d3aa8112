package io.storagebench.engine.jdbc;

import io.storagebench.spi.RowSink;
import io.storagebench.spi.schema.ColumnType;
import java.sql.ResultSet;
import java.sql.SQLException;

/**
 * What the operations of every session of one engine share: the SQL of each shape (from the engine's dialect), the
 * engine's driver part, and its retryable errors.
 */
record EngineSql(SqlShapes shapes, JdbcDriver driver, SqlErrors errors) {

    EngineSql(Dialect dialect, JdbcDriver driver) {
        this(new SqlShapes(dialect), driver, SqlErrors.of(driver));
    }

    Dialect dialect() {
        return shapes.dialect();
    }

    /** Delivers every row of a result ({@link ColumnValues#deliverAll}); returns the number of rows. */
    int deliverAll(ResultSet rs, ColumnType[] types, RowSink sink) throws SQLException {
        return ColumnValues.deliverAll(rs, types, sink, shapes.dialect(), driver);
    }
}
