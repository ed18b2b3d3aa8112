/**
 * Renderers of result bundles: the terminal summary a run ends with, and the comparison of many bundles built from
 * {@code compare} (runs, ratios, noise), {@code layout} (the tables and charts of a workload) and drawn by
 * {@code render} (Markdown, CSV, HTML); {@code check}, the regression gate built on the same comparison model;
 * {@code merge}, the shard bundles of one run as one bundle; and {@code flame}, the differential flame graphs of a step between two profiled runs.
 * {@link io.storagebench.report.Defaults} holds every number that shapes them.
 */
package io.storagebench.report;
