/**
 * Test fixtures shared by the application's tests and its JMH benchmarks: {@link io.storagebench.testing.StubEngine},
 * an engine without a database. Compiled with the tests; the {@code jmh} profile's jar carries this package too.
 */
package io.storagebench.testing;
