/**
 * The engine conformance kit (TCK): a JUnit 5 suite that every engine's test extends
 * ({@link io.storagebench.tck.EngineConformanceTest}) to prove that it implements the shapes it declares exactly as
 * the SPI specifies, by comparing it operation for operation with the reference engine
 * ({@code io.storagebench.tck.reference}). {@link io.storagebench.tck.CollectingSink} is the row sink tests use to
 * look at what a read returned.
 */
package io.storagebench.tck;
