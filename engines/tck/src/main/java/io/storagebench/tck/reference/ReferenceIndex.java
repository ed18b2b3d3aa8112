package io.storagebench.tck.reference;

import io.storagebench.spi.schema.IndexSpec;
import io.storagebench.spi.schema.TableSpec;
import java.util.Collections;
import java.util.NavigableSet;
import java.util.TreeSet;

/**
 * A secondary index: a sorted set of entries (index column values..., primary key), so entries with equal index
 * values are ordered by primary key, as {@link IndexSpec} says. Guarded by its table's lock.
 */
final class ReferenceIndex {
    final IndexSpec spec;
    private final int[] positions;
    private final int pkPosition;
    private final TreeSet<Object[]> entries = new TreeSet<>(Values.TUPLE_ORDER);

    ReferenceIndex(IndexSpec spec, TableSpec table) {
        this.spec = spec;
        this.positions = spec.columns().stream().mapToInt(table::indexOf).toArray();
        this.pkPosition = table.indexOf(table.primaryKey());
    }

    void add(Object[] row) {
        entries.add(entry(row));
    }

    void remove(Object[] row) {
        entries.remove(entry(row));
    }

    /** Entries in index order; the last element of each entry is the primary key. */
    NavigableSet<Object[]> entries() {
        return Collections.unmodifiableNavigableSet(entries);
    }

    /** Entries whose first index column is at least {@code value}: a one-element tuple sorts before its extensions. */
    NavigableSet<Object[]> from(Object value) {
        return entries().tailSet(new Object[] {value}, true);
    }

    /** Rough bytes of one entry: its values plus a per-entry overhead. */
    long sizeOf(Object[] row) {
        long size = 8;
        for (int p : positions) {
            size += Values.sizeOf(row[p]);
        }
        return size + Values.sizeOf(row[pkPosition]);
    }

    private Object[] entry(Object[] row) {
        Object[] e = new Object[positions.length + 1];
        for (int i = 0; i < positions.length; i++) {
            e[i] = row[positions[i]];
        }
        e[positions.length] = row[pkPosition];
        return e;
    }
}
