/**
 * The Maven plugin: goals {@code run}, {@code compare}, {@code check} and {@code report}, each a thin layer over the
 * run API ({@link io.storagebench.api.StorageBench}, {@link io.storagebench.api.RegressionCheck},
 * {@link io.storagebench.api.Reports}) that maps exit codes to Maven's: a regression or a failed run fails the build
 * naming it in one line, bad input fails it with the one-line message. Engines are found on the plugin's own class
 * path, so a project's engine added as a {@code <dependency>} of the plugin is benchmarked like a built-in one, in
 * this JVM or in a forked one.
 */
package io.storagebench.maven;
