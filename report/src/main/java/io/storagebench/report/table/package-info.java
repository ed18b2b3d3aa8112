/**
 * A report as format-neutral data: sections of tables (cells with text, the figure behind it, highlight and note)
 * and charts (series as numbers), and links to files written beside the report. The layouts build it, the renderers
 * draw it as Markdown, CSV or HTML.
 */
package io.storagebench.report.table;
