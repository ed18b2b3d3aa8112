/**
 * The result bundle: one self-describing, versioned JSON document per run (settings, versions, host, JVM, engine
 * identity, workload parameters and seed, and per step counts, rates, HDR latency histograms, per-second series,
 * SLA verdicts and errors). {@link io.storagebench.results.BundleFiles} writes it atomically and reads it back.
 * Nothing here depends on the runner or the engines: reports read only these files.
 */
package io.storagebench.results;
