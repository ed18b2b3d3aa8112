package io.storagebench.sysbench;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/** One prepared operation per sbtest table, so an event can pick its table per statement as sysbench does. */
final class Prepared<T> {
    private final List<T> perTable;

    Prepared(int tables, IntFunction<T> prepare) {
        List<T> ops = new ArrayList<>(tables);
        for (int t = 0; t < tables; t++) {
            ops.add(prepare.apply(t));
        }
        this.perTable = ops;
    }

    T on(int table) {
        return perTable.get(table);
    }
}
