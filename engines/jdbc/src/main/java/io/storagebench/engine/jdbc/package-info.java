/**
 * The base of the SQL engines (Postgres now, MariaDB later): a {@link io.storagebench.engine.jdbc.Dialect} turns
 * each operation shape into SQL, a {@link io.storagebench.engine.jdbc.JdbcSession} holds one connection for its
 * whole life and prepares each statement once, {@link io.storagebench.engine.jdbc.SqlErrors} marks retryable
 * failures, and {@link io.storagebench.engine.jdbc.ManagedServer} is a throwaway server the engine started and
 * must stop.
 */
package io.storagebench.engine.jdbc;
