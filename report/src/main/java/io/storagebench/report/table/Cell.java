package io.storagebench.report.table;

import io.storagebench.report.compare.Mark;
import io.storagebench.report.compare.Measure;

/**
 * One table cell: its text as shown, the figure behind it (null for labels and absent values, so CSV keeps raw
 * numbers), its highlight, and a note (why it is absent, the spread over repeats).
 */
public record Cell(String text, Measure measure, Mark mark, String note) {
    public static Cell text(String text) {
        return new Cell(text, null, Mark.NONE, null);
    }

    public static Cell absent(String reason) {
        return new Cell("absent", null, Mark.ABSENT, reason);
    }
}
