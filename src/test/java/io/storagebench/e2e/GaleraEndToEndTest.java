package io.storagebench.e2e;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.storagebench.engine.mysql.Flavour;
import io.storagebench.engine.mysql.MariaDbTestServer;
import io.storagebench.engine.postgres.PostgresTestServer;
import io.storagebench.results.ActorResult;
import io.storagebench.results.BundleFiles;
import io.storagebench.results.ResultBundle;
import io.storagebench.results.RunStatus;
import io.storagebench.results.StepResult;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * A tiny Insert Benchmark through the CLI on a managed three-node Galera cluster ({@code mariadb-galera}): the bundle
 * names the cluster (wsrep provider version, cluster size, the node settings Galera needs), carries Galera's
 * counters and every node's server CPU, keeps each node's log, and no node runs after the run. Skipped where the
 * Galera library (package galera-4) is not installed.
 */
class GaleraEndToEndTest {
    private static final Path PROVIDER = Path.of("/usr/lib/galera/libgalera_smm.so");

    @Test
    void aTinyInsertBenchmarkRunsOnThreeNodesAndStopsThemAll() throws Exception {
        MariaDbTestServer.require(Flavour.INNODB);
        assumeTrue(Files.isRegularFile(PROVIDER), "skipped: no Galera library " + PROVIDER + " (package galera-4)");
        Path dir = PostgresTestServer.workDir("galera-e2e");
        Path bundleFile = dir.resolve("result.json");
        Cli.Result r = Cli.run(dir.resolve("log"), "run", "--engine", "mariadb-galera", "-o", "profile=small",
                "--cache-size", "16m", "--work-dir", Cli.path(dir.resolve("work")), "--output", Cli.path(bundleFile),
                "--no-progress", "-p", "rows.l.i0=3000", "-p", "rows.l.i1=600", "-p", "rows.l.i2=300",
                "-p", "steps=l.i0,l.x,l.i1,l.i2,qr100,qp100", "-p", "query.seconds=2",
                "-p", "query.warmup-seconds=1", "-p", "post-load-wait=1");

        assertThat(r.exitCode()).as(r.err()).isZero();
        ResultBundle bundle = BundleFiles.read(bundleFile);
        assertThat(bundle.status()).isEqualTo(RunStatus.OK);
        assertThat(bundle.engine().name()).isEqualTo("mariadb-galera");
        assertThat(bundle.engine().flavour()).isEqualTo("Galera InnoDB");
        assertThat(bundle.engine().configuration()).containsEntry("wsrep_cluster_size", "3")
                .containsEntry("storagebench.nodes", "3").containsEntry("storagebench.causal-reads", "on")
                .containsEntry("binlog_format", "ROW").containsEntry("innodb_autoinc_lock_mode", "2")
                .containsEntry("wsrep_on", "ON").containsEntry("wsrep_sst_method", "rsync")
                .containsEntry("innodb_buffer_pool_size", String.valueOf(16L << 20))
                .containsKey("wsrep_provider_version").containsKey("wsrep_slave_threads")
                .doesNotContainKey("wsrep_cluster_address");
        assertThat(bundle.steps()).extracting(StepResult::name).containsExactly("l.i0", "l.x", "l.i1", "l.i2",
                "qr100", "qp100");
        for (StepResult step : bundle.steps()) {
            assertThat(step.status()).as(step.name()).isEqualTo(RunStatus.OK);
            assertThat(step.headline().value()).as(step.name()).isPositive();
            assertThat(step.actors()).extracting(ActorResult::errors).as(step.name()).containsOnly(0L);
            assertThat(step.metric("engine.mysql.wsrep_local_cert_failures").value()).as(step.name()).isNotNull();
            assertThat(step.metric("engine.mysql.wsrep_local_bf_aborts").value()).as(step.name()).isNotNull();
            assertThat(step.metric("engine.mysql.wsrep_flow_control_paused_ns").value()).as(step.name())
                    .isNotNull();
        }
        assertThat(bundle.steps().get(0).actor("inserter").rows()).isEqualTo(3000);
        assertThat(bundle.steps().get(2).metric("cpu_us_per_op.server").value()).as("the nodes' CPU").isPositive();
        for (int k = 1; k <= 3; k++) {
            assertThat(Files.readString(dir.resolve("result.logs").resolve("galera-node" + k).resolve("mariadb.err")))
                    .as("node " + k + "'s log").contains("Synchronized with group");
        }
        assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))
                .filter(c -> c.contains(dir.toString()))).as("node processes under " + dir).isEmpty();
        try (var runs = Files.list(dir.resolve("work"))) {
            assertThat(runs).as("data removed after the run").isEmpty();
        }
    }
}
