/**
 * What the tests on managed servers share, in the engine modules ({@code engines/postgres}, {@code engines/mysql}) and
 * end to end ({@code src/test}): the rule for a server that cannot run here ({@link
 * io.storagebench.testservers.TestServers#require}: fail in CI, skip elsewhere), work directories a server's own user
 * can reach, one server of each kind for the whole test run, shared by the classes that register it ({@link
 * io.storagebench.testservers.ServerPerRun}), engines opened as the CLI finds them ({@link
 * io.storagebench.testservers.InstalledEngines}), and the checks every server engine's sessions must pass ({@link
 * io.storagebench.testservers.SessionSockets}, {@link io.storagebench.testservers.ServerBackends}, {@link
 * io.storagebench.testservers.TextValues}). It depends on no engine, so that the engines' own tests can use it: each
 * engine's fixture that starts its servers ({@code PostgresTestServer}, {@code MariaDbTestServer}) lives with that
 * engine's tests and reaches the end-to-end tests as the engine's test-jar.
 */
package io.storagebench.testservers;
