package io.storagebench.engine.jdbc;

import io.storagebench.spi.op.Delete;
import io.storagebench.spi.op.DeleteOldest;
import io.storagebench.spi.op.Insert;
import io.storagebench.spi.op.InsertSpec;
import io.storagebench.spi.op.Update;
import io.storagebench.spi.op.UpdateSpec;
import io.storagebench.spi.schema.ColumnType;
import io.storagebench.spi.schema.TableSpec;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;

/** The write shapes over prepared statements: multi-row insert, update by key list, delete, delete oldest. */
final class WriteOps {
    private WriteOps() {
    }

    static Insert insert(StatementCache statements, EngineSql sql, TableSpec table, InsertSpec spec) {
        ColumnType[] types = spec.columns().stream().map(c -> table.column(c).type()).toArray(ColumnType[]::new);
        JdbcDriver.Literals literals = spec.adHoc() ? statements.adHocLiterals() : null;
        if (literals != null) {
            return textInsert(statements.plain(), sql.shapes().insertPrefix(table.name(), spec.columns()), types,
                    literals, table.name(), sql.errors());
        }
        StatementCache.PerCount byRows = statements.perCount(
                n -> sql.shapes().insert(table.name(), spec.columns(), n), spec.adHoc());
        return (List<Object[]> rows) -> {
            if (rows.isEmpty()) {
                return 0;
            }
            PreparedStatement ps = byRows.get(rows.size());
            try {
                int p = 1;
                for (Object[] row : rows) {
                    for (int c = 0; c < types.length; c++) {
                        ColumnValues.bind(ps, p++, types[c], row[c], sql.dialect());
                    }
                }
                return ps.executeUpdate();
            } catch (SQLException e) {
                throw sql.errors().exception("insert into " + table.name(), e);
            }
        };
    }

    /** An ad hoc insert whose values are written into its text: new SQL on every execution, no parameters. */
    private static Insert textInsert(Statement statement, String prefix, ColumnType[] types,
            JdbcDriver.Literals literals, String table, SqlErrors errors) {
        StringBuilder text = new StringBuilder(256);
        return (List<Object[]> rows) -> {
            if (rows.isEmpty()) {
                return 0;
            }
            text.setLength(0);
            text.append(prefix);
            try {
                for (int r = 0; r < rows.size(); r++) {
                    Object[] row = rows.get(r);
                    text.append(r == 0 ? "(" : ", (");
                    for (int c = 0; c < types.length; c++) {
                        if (c > 0) {
                            text.append(", ");
                        }
                        if (row[c] == null) {
                            text.append("NULL");
                        } else {
                            literals.append(text, types[c], row[c]);
                        }
                    }
                    text.append(')');
                }
                return statement.executeUpdate(text.toString());
            } catch (SQLException e) {
                throw errors.exception("insert into " + table, e);
            }
        };
    }

    static Update update(StatementCache statements, EngineSql sql, TableSpec table, UpdateSpec spec) {
        ColumnType type = table.column(spec.column()).type();
        ColumnType amountType = ColumnValues.operandType(type);
        ColumnType keyType = table.column(table.primaryKey()).type();
        StatementCache.PerCount byKeys = statements.perCount(n -> sql.shapes().update(table, spec, n));
        return (long[] keys, int count, Object value) -> {
            if (count == 0) {
                return 0;
            }
            PreparedStatement ps = byKeys.get(count);
            try {
                if (spec.kind() == UpdateSpec.Kind.ADD) {
                    ColumnValues.bindInteger(ps, 1, amountType, ((Number) value).longValue(), sql.dialect());
                } else {
                    ColumnValues.bind(ps, 1, type, value, sql.dialect());
                }
                for (int i = 0; i < count; i++) {
                    ColumnValues.bindInteger(ps, i + 2, keyType, keys[i], sql.dialect());
                }
                return ps.executeUpdate();
            } catch (SQLException e) {
                throw sql.errors().exception("update of " + table.name(), e);
            }
        };
    }

    static Delete delete(StatementCache statements, EngineSql sql, TableSpec table) {
        PreparedStatement ps = statements.prepare(sql.shapes().delete(table));
        ColumnType keyType = table.column(table.primaryKey()).type();
        return key -> {
            try {
                ColumnValues.bindInteger(ps, 1, keyType, key, sql.dialect());
                return ps.executeUpdate();
            } catch (SQLException e) {
                throw sql.errors().exception("delete from " + table.name(), e);
            }
        };
    }

    static DeleteOldest deleteOldest(StatementCache statements, EngineSql sql, TableSpec table) {
        PreparedStatement ps = statements.prepare(sql.dialect().deleteOldest(table.name(), table.primaryKey()));
        ColumnType keyType = table.column(table.primaryKey()).type();
        return (fromKey, n) -> {
            if (n <= 0) {
                return 0;
            }
            try {
                ColumnValues.bindInteger(ps, 1, keyType, fromKey, sql.dialect());
                ps.setInt(2, n);
                return ps.executeUpdate();
            } catch (SQLException e) {
                throw sql.errors().exception("delete oldest from " + table.name(), e);
            }
        };
    }
}
