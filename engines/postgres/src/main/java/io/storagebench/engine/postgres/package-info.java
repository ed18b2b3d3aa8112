/**
 * The {@code postgres} engine: PostgreSQL through pgjdbc, either a throwaway server started from the installed
 * binaries ({@link io.storagebench.engine.postgres.PostgresServer}, configured by a profile shipped as a resource
 * whose settings the build is asked to have before it starts, {@code BuildSettings}) or an existing server named by a
 * JDBC URL. SQL shapes come from
 * {@link io.storagebench.engine.postgres.PostgresDialect}
 * over the shared JDBC base; see the module README for the type mapping and what is captured. The tests' servers
 * come from {@code PostgresTestServer} (test sources), which this module's test-jar shares with the end-to-end tests.
 */
package io.storagebench.engine.postgres;
