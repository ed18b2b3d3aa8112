package io.storagebench.tck;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

/**
 * Compares the rows an engine returned with the reference's, with messages that point at the first difference
 * rather than dumping both results. Byte arrays are compared by content (shown in hex).
 *
 * @param order   how rows must be ordered
 * @param columns for {@link Order#SORTED_ON}: the projected columns whose sequence of values must match exactly
 */
record RowComparison(Order order, List<Integer> columns) {
    private static final int SHOWN = 8;

    enum Order {
        /** The contract defines the order: rows must match one for one. */
        EXACT,
        /** The contract defines no order: the same rows, each as often. */
        ANY,
        /** Sorted on some columns, ties in no defined order: those columns' values in sequence, and the same rows. */
        SORTED_ON
    }

    RowComparison {
        columns = List.copyOf(columns);
    }

    static RowComparison exact() {
        return new RowComparison(Order.EXACT, List.of());
    }

    static RowComparison anyOrder() {
        return new RowComparison(Order.ANY, List.of());
    }

    /** Sorted on the first {@code n} projected columns. */
    static RowComparison sortedOnFirst(int n) {
        return new RowComparison(Order.SORTED_ON, IntStream.range(0, n).boxed().toList());
    }

    void check(String what, List<List<Object>> expectedRows, List<List<Object>> actualRows) {
        List<List<Object>> expected = normalize(expectedRows);
        List<List<Object>> actual = normalize(actualRows);
        switch (order) {
            case EXACT -> sameSequence(what, expected, actual);
            case ANY -> sameMultiset(what, expected, actual);
            case SORTED_ON -> {
                sameSequence(what + " [values of sort columns " + columns + "]", sortColumns(expected),
                        sortColumns(actual));
                sameMultiset(what, expected, actual);
            }
        }
    }

    private static void sameSequence(String what, List<List<Object>> expected, List<List<Object>> actual) {
        int n = Math.min(expected.size(), actual.size());
        for (int i = 0; i < n; i++) {
            if (!expected.get(i).equals(actual.get(i))) {
                fail(what + ": row " + i + " differs (expected " + expected.size() + " rows, got " + actual.size()
                        + ")\n  expected: " + expected.get(i) + "\n  actual:   " + actual.get(i)
                        + "\n  expected rows from " + i + ": " + window(expected, i)
                        + "\n  actual rows from " + i + ":   " + window(actual, i));
            }
        }
        if (expected.size() != actual.size()) {
            fail(what + ": expected " + expected.size() + " rows, got " + actual.size() + "; first " + SHOWN
                    + (expected.size() > actual.size() ? " missing: " + window(expected, n)
                    : " extra: " + window(actual, n)));
        }
    }

    private static void sameMultiset(String what, List<List<Object>> expected, List<List<Object>> actual) {
        Map<List<Object>, Integer> counts = new HashMap<>();
        expected.forEach(r -> counts.merge(r, 1, Integer::sum));
        List<List<Object>> unexpected = new ArrayList<>();
        for (List<Object> r : actual) {
            if (counts.merge(r, -1, Integer::sum) < 0) {
                unexpected.add(r);
            }
        }
        List<List<Object>> missing = new ArrayList<>();
        counts.forEach((r, c) -> {
            for (int i = 0; i < c; i++) {
                missing.add(r);
            }
        });
        if (!missing.isEmpty() || !unexpected.isEmpty()) {
            fail(what + " (in any order): expected " + expected.size() + " rows, got " + actual.size()
                    + "\n  missing (" + missing.size() + "): " + window(missing, 0)
                    + "\n  unexpected (" + unexpected.size() + "): " + window(unexpected, 0));
        }
    }

    private List<List<Object>> sortColumns(List<List<Object>> rows) {
        return rows.stream().map(r -> columns.stream().map(r::get).toList()).toList();
    }

    private static String window(List<List<Object>> rows, int from) {
        String shown = rows.subList(from, Math.min(rows.size(), from + SHOWN)).stream().map(Object::toString)
                .collect(Collectors.joining(", "));
        return rows.size() > from + SHOWN ? shown + ", ..." : shown;
    }

    /** Rows as lists of comparable values: byte arrays become hex strings. */
    static List<List<Object>> normalize(List<List<Object>> rows) {
        List<List<Object>> out = new ArrayList<>(rows.size());
        for (List<Object> row : rows) {
            List<Object> r = new ArrayList<>(row.size());
            for (Object v : row) {
                r.add(v instanceof byte[] b ? hex(b) : v);
            }
            out.add(r);
        }
        return out;
    }

    static String hex(byte[] bytes) {
        return "0x" + HexFormat.of().formatHex(bytes);
    }
}
