/**
 * The reference engine: an in-memory implementation of every shape of the engine SPI, written to be obviously
 * correct rather than fast. The conformance suite compares every engine with it, and tests of the harness and the
 * workloads use it as a stub engine ({@link io.storagebench.tck.reference.ReferenceEngine}, optionally slowed down
 * or made to fail by an {@link io.storagebench.tck.reference.OperationHook}). It is deliberately not registered as
 * a service, so it never appears in a user's list of engines.
 */
package io.storagebench.tck.reference;
