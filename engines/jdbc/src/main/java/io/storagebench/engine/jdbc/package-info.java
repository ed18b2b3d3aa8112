/**
 * The base of the SQL engines: PostgreSQL, MariaDB and MySQL (InnoDB and MyRocks) and SQLite. A
 * {@link io.storagebench.engine.jdbc.Dialect} turns each operation shape into SQL, a
 * {@link io.storagebench.engine.jdbc.JdbcSession} holds one connection for its whole life and prepares each statement
 * once, {@link io.storagebench.engine.jdbc.SqlErrors} marks retryable failures, and
 * {@link io.storagebench.engine.jdbc.ManagedServer} is a throwaway server the engine started and must stop
 * (PostgreSQL and MariaDB; SQLite is embedded and starts none).
 */
package io.storagebench.engine.jdbc;
