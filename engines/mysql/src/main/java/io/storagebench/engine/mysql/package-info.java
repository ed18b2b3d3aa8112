/**
 * The {@code mariadb-innodb} and {@code mariadb-myrocks} engines: MariaDB (or MySQL, by URL) through
 * MariaDB Connector/J, either a throwaway server started from the installed binaries
 * ({@link io.storagebench.engine.mysql.MariaDbServer}, configured by a profile shipped as a resource whose settings
 * the build is asked to have before it starts, {@code BuildSettings}) or an existing server named by a JDBC URL. SQL shapes come from {@link io.storagebench.engine.mysql.MySqlDialect} over the shared
 * JDBC base; see the module README for the type mapping and what is captured. The {@code mysql-innodb} and
 * {@code mysql-myrocks} engines are the same over MySQL Connector/J
 * ({@link io.storagebench.engine.mysql.MySqlConnectorJ}), for an existing server by URL only; each driver's part is a
 * {@link io.storagebench.engine.mysql.MySqlClient}. The {@code mariadb-galera} engine is the InnoDB one on a Galera
 * cluster ({@link io.storagebench.engine.mysql.GaleraEngineProvider}): a throwaway three-node cluster on loopback
 * ({@link io.storagebench.engine.mysql.GaleraCluster}, its nodes managed MariaDB servers) or one named by a URL that
 * lists its nodes, with the sessions spread over them. The tests' servers come from {@code MariaDbTestServer} (test
 * sources), which this module's test-jar shares with the end-to-end tests.
 */
package io.storagebench.engine.mysql;
