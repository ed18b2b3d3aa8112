package io.storagebench.engine.jdbc;

import io.storagebench.spi.Capability;
import io.storagebench.spi.EngineException;
import io.storagebench.spi.Session;
import io.storagebench.spi.UnsupportedShapeException;
import io.storagebench.spi.op.*;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;

/**
 * One worker's session: one connection held from open to close (no borrowing per operation), autocommit outside
 * {@link #begin()}, and every statement prepared once ({@link StatementCache}).
 */
public final class JdbcSession implements Session {
    private final Connection connection;
    private final EngineSql sql;
    private final TableCatalog catalog;
    private final Set<Capability> capabilities;
    private final StatementCache statements;
    private final Closing closing;
    private final boolean preparedTransactions;
    /** BEGIN, COMMIT, ROLLBACK when the driver part runs transactions through them; prepared when first needed. */
    private final Map<String, PreparedStatement> transactionStatements = new HashMap<>(4);
    private boolean closed;

    /** What the engine does on the connection just before the session closes it. */
    @FunctionalInterface
    interface Closing {
        void accept(Connection connection) throws SQLException;
    }

    JdbcSession(Connection connection, EngineSql sql, TableCatalog catalog, Set<Capability> capabilities,
            Closing closing) {
        this.connection = connection;
        this.closing = closing;
        this.sql = sql;
        this.catalog = catalog;
        this.capabilities = capabilities;
        this.statements = new StatementCache(connection, sql);
        this.preparedTransactions = sql.driver().preparedTransactionStatements();
    }

    private void require(Capability capability, Record spec) {
        if (!capabilities.contains(capability)) {
            throw new UnsupportedShapeException("this engine does not support " + spec);
        }
    }

    @Override
    public Insert prepare(InsertSpec spec) {
        require(Capability.INSERT, spec);
        return WriteOps.insert(statements, sql, catalog.table(spec.table()), spec);
    }

    @Override
    public Lookup prepare(LookupSpec spec) {
        require(spec.index() == null ? Capability.LOOKUP_PRIMARY : Capability.LOOKUP_SECONDARY, spec);
        return ReadOps.lookup(statements, sql, catalog, spec);
    }

    @Override
    public RangeRead prepare(RangeSpec spec) {
        require(spec.index() == null ? Capability.RANGE_PRIMARY : Capability.RANGE_SECONDARY, spec);
        return ReadOps.range(statements, sql, catalog, spec);
    }

    @Override
    public Scan prepare(ScanSpec spec) {
        require(Capability.SCAN, spec);
        return ReadOps.scan(statements, sql, catalog.table(spec.table()), spec);
    }

    @Override
    public Update prepare(UpdateSpec spec) {
        require(Capability.UPDATE, spec);
        return WriteOps.update(statements, sql, catalog.table(spec.table()), spec);
    }

    @Override
    public Delete prepare(DeleteSpec spec) {
        require(Capability.DELETE, spec);
        return WriteOps.delete(statements, sql, catalog.table(spec.table()));
    }

    @Override
    public DeleteOldest prepare(DeleteOldestSpec spec) {
        require(Capability.DELETE_OLDEST, spec);
        return WriteOps.deleteOldest(statements, sql, catalog.table(spec.table()));
    }

    @Override
    public KeyBound prepare(KeyBoundSpec spec) {
        require(Capability.KEY_BOUNDS, spec);
        return ReadOps.keyBound(statements, sql, catalog.table(spec.table()), spec);
    }

    @Override
    public KvPut prepare(KvPutSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.put(statements, sql, catalog.table(spec.space()));
    }

    @Override
    public KvGet prepare(KvGetSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.get(statements, sql, catalog.table(spec.space()));
    }

    @Override
    public KvMultiGet prepare(KvMultiGetSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.multiGet(statements, sql, catalog.table(spec.space()));
    }

    @Override
    public KvScan prepare(KvScanSpec spec) {
        require(Capability.KEY_VALUE, spec);
        return KvOps.scan(statements, sql, catalog.table(spec.space()), spec.reverse());
    }

    @Override
    public void begin() {
        require(Capability.TRANSACTIONS, new KvGetSpec("transactions"));
        try {
            if (preparedTransactions) {
                runTransactionStatement("BEGIN");
            } else {
                connection.setAutoCommit(false);
            }
        } catch (SQLException e) {
            throw sql.errors().exception("begin", e);
        }
    }

    @Override
    public void commit() {
        try {
            if (preparedTransactions) {
                runTransactionStatement("COMMIT");
            } else {
                connection.commit();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw sql.errors().exception("commit", e);
        }
    }

    @Override
    public void rollback() {
        try {
            if (preparedTransactions) {
                runTransactionStatement("ROLLBACK");
            } else {
                connection.rollback();
                connection.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw sql.errors().exception("rollback", e);
        }
    }

    private void runTransactionStatement(String statement) throws SQLException {
        transactionStatements.computeIfAbsent(statement, statements::prepare).execute();
    }

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        statements.close();
        try {
            closing.accept(connection);
        } catch (SQLException e) {
            // best effort: the connection may be broken, and is closed next all the same
        }
        try {
            connection.close();
        } catch (SQLException e) {
            throw new EngineException("closing a session: " + e.getMessage(), e);
        }
    }

}
