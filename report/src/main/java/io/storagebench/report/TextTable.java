package io.storagebench.report;

import io.storagebench.results.MetricResult;
import io.storagebench.results.StepResult;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** The terminal's tables: columns padded to their widest cell, text left-aligned, numbers right-aligned. */
public final class TextTable {
    private TextTable() {
    }

    /** The rows (the first is the header) with the columns in {@code left} left-aligned. */
    public static String render(List<String[]> rows, Set<Integer> left) {
        return render(rows, left, null);
    }

    /**
     * The same, each cell with a non-null entry of {@code styles} (row by row, as {@code rows}; null for none) set in
     * that ANSI SGR style, e.g. {@code 30;103}. The padding stays outside the style, so the columns line up as
     * without: widths count what a terminal shows, not the escape sequences.
     */
    public static String render(List<String[]> rows, Set<Integer> left, List<String[]> styles) {
        int[] width = new int[rows.get(0).length];
        for (String[] r : rows) {
            for (int i = 0; i < r.length; i++) {
                width[i] = Math.max(width[i], r[i].length());
            }
        }
        StringBuilder out = new StringBuilder();
        int rowIndex = 0;
        for (String[] r : rows) {
            StringBuilder line = new StringBuilder();
            for (int i = 0; i < r.length; i++) {
                String fill = " ".repeat(width[i] - r[i].length());
                String style = styles == null ? null : styles.get(rowIndex)[i];
                String text = style == null || r[i].isEmpty() ? r[i] : "\u001b[" + style + "m" + r[i] + "\u001b[0m";
                line.append(left.contains(i) ? text + fill : fill + text).append(i + 1 < r.length ? "  " : "");
            }
            rowIndex++;
            out.append(line.toString().stripTrailing()).append(System.lineSeparator());
        }
        return out.toString();
    }

    /** A rate or latency: thousands grouped from 100, else one decimal; NaN as an empty cell. */
    public static String number(double v) {
        if (Double.isNaN(v)) {
            return "";
        }
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.1f", v);
    }

    /** A cost or ratio: fewer decimals the larger it is. */
    static String figure(double v) {
        return v >= 100 ? String.format(Locale.ROOT, "%,.0f", v)
                : v >= 1 ? String.format(Locale.ROOT, "%.2f", v) : String.format(Locale.ROOT, "%.3f", v);
    }

    /** A metric's cell: empty when the step has no metrics at all, {@code -} when this one is absent. */
    public static String metric(StepResult step, String name) {
        if (step.metrics().isEmpty()) {
            return "";
        }
        MetricResult m = step.metric(name);
        return m == null || m.value() == null ? "-" : figure(m.value());
    }
}
