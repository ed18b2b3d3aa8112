package io.storagebench.report.table;

/**
 * A link from a table to a file written beside the report (a differential flame graph), which the link carries, so
 * the report writes every file a table links to and no other.
 *
 * @param text what the link says
 * @param file the file
 */
public record Link(String text, ReportFile file) {
}
