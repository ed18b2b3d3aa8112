package io.storagebench.report.render;

import io.storagebench.report.table.Cell;
import io.storagebench.report.table.Report;
import io.storagebench.report.table.Section;
import io.storagebench.report.table.Table;
import java.util.List;
import java.util.Locale;

/**
 * The report as one long CSV for spreadsheets (RFC 4180): a line per cell with the table, row and column, the raw
 * figure (mean over repeats, then min, max and n), the mark and a note; absent figures have empty numbers.
 */
public final class CsvRenderer {
    static final String HEADER = "table,row,column,value,min,max,n,mark,text,note";

    private CsvRenderer() {
    }

    public static String render(Report report) {
        StringBuilder out = new StringBuilder(HEADER).append("\r\n");
        for (Section section : report.sections()) {
            for (Table table : section.tables()) {
                for (List<Cell> row : table.rows()) {
                    String label = row.get(0).text();
                    for (int i = 1; i < row.size(); i++) {
                        line(out, table.id(), label, table.header().get(i), row.get(i));
                    }
                }
            }
        }
        return out.toString();
    }

    private static void line(StringBuilder out, String table, String row, String column, Cell c) {
        boolean has = c.measure() != null;
        out.append(field(table)).append(',').append(field(row)).append(',').append(field(column)).append(',')
                .append(has ? raw(c.measure().mean()) : "").append(',')
                .append(has ? raw(c.measure().min()) : "").append(',')
                .append(has ? raw(c.measure().max()) : "").append(',')
                .append(has ? Integer.toString(c.measure().n()) : "").append(',')
                .append(c.mark().name().toLowerCase(Locale.ROOT)).append(',')
                .append(field(c.text())).append(',')
                .append(field(c.note() == null ? "" : c.note())).append("\r\n");
    }

    /** Full precision, no grouping; infinity as "inf". */
    private static String raw(double v) {
        if (Double.isInfinite(v)) {
            return "inf";
        }
        if (v == Math.rint(v) && Math.abs(v) < 1e15) {
            return Long.toString((long) v);
        }
        return Double.toString(v);
    }

    private static String field(String s) {
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }
}
