/**
 * Differential flame graphs of a step between two profiled runs, after Brendan Gregg's {@code difffolded.pl}: both
 * sides' collapsed stacks ({@link io.storagebench.report.flame.FoldedStacks}), the candidate's drawn as a flame graph
 * whose frames are coloured by how much their CPU µs per operation grew or shrank against the baseline
 * ({@link io.storagebench.report.flame.DiffFlameGraph}), written as a self-contained HTML page with an inline SVG
 * ({@link io.storagebench.report.flame.DiffFlameGraphHtml}).
 */
package io.storagebench.report.flame;
