package io.storagebench.engine.jdbc;

import io.storagebench.spi.op.KvGet;
import io.storagebench.spi.op.KvMultiGet;
import io.storagebench.spi.op.KvPut;
import io.storagebench.spi.op.KvScan;
import io.storagebench.spi.schema.TableSpec;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;

/** The key-value shapes over a two-column table {@code (k, v)} of binary strings. */
final class KvOps {
    private KvOps() {
    }

    static KvPut put(StatementCache statements, EngineSql sql, TableSpec space) {
        PreparedStatement ps = statements.prepare(sql.dialect().upsert(space.name()));
        return (key, value) -> {
            try {
                ps.setBytes(1, key);
                ps.setBytes(2, value);
                ps.executeUpdate();
            } catch (SQLException e) {
                throw sql.errors().exception("put into " + space.name(), e);
            }
        };
    }

    static KvGet get(StatementCache statements, EngineSql sql, TableSpec space) {
        PreparedStatement ps = statements.prepare(sql.shapes().kvGet(space.name()));
        return (key, sink) -> {
            try {
                ps.setBytes(1, key);
                try (ResultSet rs = ps.executeQuery()) {
                    if (!rs.next()) {
                        return false;
                    }
                    byte[] value = rs.getBytes(1);
                    sink.bytesValue(value, 0, value.length);
                    sink.endRow();
                    return true;
                }
            } catch (SQLException e) {
                throw sql.errors().exception("get from " + space.name(), e);
            }
        };
    }

    static KvMultiGet multiGet(StatementCache statements, EngineSql sql, TableSpec space) {
        StatementCache.PerCount byKeys = statements.perCount(n -> sql.shapes().kvMultiGet(space.name(), n));
        return (keys, count, sink) -> {
            if (count == 0) {
                return 0;
            }
            PreparedStatement ps = byKeys.get(count);
            try {
                for (int i = 0; i < count; i++) {
                    ps.setBytes(i + 1, keys[i]);
                }
                // SQL returns rows in any order; the shape wants key-list order
                Map<Key, byte[]> found = new HashMap<>();
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        found.put(new Key(rs.getBytes(1)), rs.getBytes(2));
                    }
                }
                int rows = 0;
                for (int i = 0; i < count; i++) {
                    byte[] value = found.get(new Key(keys[i]));
                    if (value != null) {
                        sink.bytesValue(keys[i], 0, keys[i].length);
                        sink.bytesValue(value, 0, value.length);
                        sink.endRow();
                        rows++;
                    }
                }
                return rows;
            } catch (SQLException e) {
                throw sql.errors().exception("multi-get from " + space.name(), e);
            }
        };
    }

    static KvScan scan(StatementCache statements, EngineSql sql, TableSpec space, boolean reverse) {
        PreparedStatement ps = statements.prepare(sql.shapes().kvScan(space.name(), reverse));
        return (start, limit, sink) -> {
            try {
                ps.setBytes(1, start);
                ps.setInt(2, limit);
                int rows = 0;
                try (ResultSet rs = ps.executeQuery()) {
                    while (rs.next()) {
                        byte[] k = rs.getBytes(1);
                        byte[] v = rs.getBytes(2);
                        sink.bytesValue(k, 0, k.length);
                        sink.bytesValue(v, 0, v.length);
                        sink.endRow();
                        rows++;
                    }
                }
                return rows;
            } catch (SQLException e) {
                throw sql.errors().exception("scan of " + space.name(), e);
            }
        };
    }

    private record Key(byte[] bytes) {
        @Override
        public boolean equals(Object o) {
            return o instanceof Key k && Arrays.equals(bytes, k.bytes);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(bytes);
        }
    }
}
