/**
 * The {@code storagebench} command line (picocli), thin over {@link io.storagebench.api}: {@code run} (one workload on
 * one engine, writing a result bundle; a sweep writes one per value, then their report), {@code compare} (a run per
 * engine or configuration, forked and repeated in turns, then a report), {@code report} (tables and charts from
 * bundles), {@code check} (the regression gate for CI), {@code merge} (the shard bundles of one run as one bundle),
 * {@code distribute} (a scheduler's files for one run as shards, from run's options), {@code engines} and
 * {@code workloads} (what is installed and every option and parameter). {@code run} and {@code compare} share their
 * options ({@code RunSettings}). Bad input is one line on stderr and exit code 2; a failed engine or step, or with
 * {@code --fail-on-sla} a failed SLA, exit code 1 with the result bundle written; Ctrl-C stops the step, keeps what
 * was measured, writes the bundle and exits 130.
 */
package io.storagebench.cli;
