/**
 * SQLite, embedded through sqlite-jdbc, on the shared JDBC base: a {@link io.storagebench.engine.sqlite.SqliteDialect}
 * for the SQL, one database file in WAL mode in the run's data directory, one connection per session. It is the
 * worked example of {@code docs/adding-an-engine.md}.
 */
package io.storagebench.engine.sqlite;
