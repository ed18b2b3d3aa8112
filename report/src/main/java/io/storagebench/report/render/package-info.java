/**
 * Renderers of a {@link io.storagebench.report.table.Report}: Markdown for pull requests, a long CSV for
 * spreadsheets, and a self-contained HTML page with XChart's charts inlined as PNG and bars across (a row per test)
 * drawn in HTML.
 */
package io.storagebench.report.render;
