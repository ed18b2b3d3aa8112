package io.storagebench.report.table;

/**
 * A file the report writes beside its own pages, which a table links to.
 *
 * @param name    its name relative to the report's directory ({@code /}-separated, no {@code ..})
 * @param content its text (UTF-8)
 */
public record ReportFile(String name, String content) {
    public ReportFile {
        if (name.startsWith("/") || name.contains("..")) {
            throw new IllegalArgumentException("a report file stays in the report's directory: " + name);
        }
    }
}
