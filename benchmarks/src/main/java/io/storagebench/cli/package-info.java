/**
 * The {@code storagebench} command line (picocli): {@code run}, {@code engines}, {@code workloads}. Bad input is
 * one line on stderr and exit code 2; a failed engine or step exit code 1, with the result bundle written; Ctrl-C
 * stops the step, keeps what was measured and writes the bundle.
 */
package io.storagebench.cli;
