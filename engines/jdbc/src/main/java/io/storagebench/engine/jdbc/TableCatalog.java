package io.storagebench.engine.jdbc;

import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The tables and indexes this engine created, which sessions need to type values and to order index reads. Shared
 * by the engine and its sessions; thread-safe.
 */
final class TableCatalog {
    private final Map<String, TableSpec> tables = new ConcurrentHashMap<>();
    private final Map<String, IndexSpec> indexes = new ConcurrentHashMap<>();

    void add(TableSpec table) {
        tables.put(table.name(), table);
        indexes.values().removeIf(i -> i.table().equals(table.name()));
    }

    void remove(String table) {
        tables.remove(table);
        indexes.values().removeIf(i -> i.table().equals(table));
    }

    void add(IndexSpec index) {
        indexes.put(index.name(), index);
    }

    TableSpec table(String name) {
        TableSpec table = tables.get(name);
        if (table == null) {
            throw new IllegalArgumentException("no table " + name);
        }
        return table;
    }

    IndexSpec index(String table, String name) {
        IndexSpec index = indexes.get(name);
        if (index == null || !index.table().equals(table)) {
            throw new IllegalArgumentException("no index " + name + " on table " + table);
        }
        return index;
    }

    /** Column order of an index read: the index columns, then the primary key. */
    List<String> keyOrder(TableSpec table, String index) {
        if (index == null) {
            return List.of(table.primaryKey());
        }
        List<String> columns = new java.util.ArrayList<>(index(table.name(), index).columns());
        columns.add(table.primaryKey());
        return columns;
    }
}
