/**
 * End-to-end tests: the storagebench jar run as a user runs it, in a separate process, with its exit codes, output
 * and result bundles checked (including what a run makes a server do: {@code PostgresPlansTest}); and the engine TCK
 * over every built-in engine. What an engine does on its own server is tested in its module ({@code engines/postgres},
 * {@code engines/mysql}); the servers here come from those modules' fixtures ({@code PostgresTestServer},
 * {@code MariaDbTestServer}, their test-jars) and {@code io.storagebench.testservers}. The schedulers a sharded run's
 * printed files go to are real too, started here on 127.0.0.1 and stopped by the test: a one-node Slurm
 * ({@code SlurmCluster}) and an sshd ({@code SshServer}).
 */
package io.storagebench.e2e;
