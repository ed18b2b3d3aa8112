/**
 * The regression gate behind {@code storagebench check}: candidate bundles against baseline bundles of the same
 * workload and settings, one {@link io.storagebench.report.check.Verdict} per step and figure, called a regression
 * only beyond its threshold and outside the run-to-run noise; and the files CI systems read (JUnit XML, a Markdown
 * job summary, github-action-benchmark JSON). Built on the comparison model of {@code compare}.
 */
package io.storagebench.report.check;
