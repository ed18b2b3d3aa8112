/**
 * Renderers of result bundles. For now the terminal summary a run ends with; comparisons across bundles, Markdown,
 * HTML with charts and CSV build on the same model.
 */
package io.storagebench.report;
