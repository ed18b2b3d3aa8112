/**
 * The {@code storagebench} command line (picocli): {@code run} (one workload on one engine, writing a result
 * bundle), {@code compare} (a run per engine, then a report), {@code report} (tables and charts from bundles),
 * {@code engines} and {@code workloads} (what is installed and every option and parameter). Bad input is one line
 * on stderr and exit code 2; a failed engine or step, or with {@code --fail-on-sla} a failed SLA, exit code 1 with
 * the result bundle written; Ctrl-C stops the step, keeps what was measured, writes the bundle and exits 130.
 */
package io.storagebench.cli;
